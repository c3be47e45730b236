import type { Db, Executor } from '@server/db/client';
import { achievement } from '@server/db/schema/content';
import { learnerProfile } from '@server/db/schema/learners';
import { userAchievement } from '@server/db/schema/learning';
import { onContentChange } from '@server/lib/content-change';
import { AchievementRule } from '@shared/content/schemas';
import type { EarnedAchievement } from '@shared/contracts/quiz';
import { levelForPoints } from '@shared/learning/points';
import { eq, sql } from 'drizzle-orm';
import { type AnswerStats, meetsAnswerRule, meetsRule } from './rules';
import { collectLearnerStats } from './stats';

type Icon = EarnedAchievement['icon'];

type AchievementRow = typeof achievement.$inferSelect;
/** An achievement with its rule parsed once (null: a rule this build does not know, never met). */
export type AchievementDefinition = { row: AchievementRow; rule: AchievementRule | null };

const DEFINITIONS_TTL_MS = 60_000;
const definitionsCache = new WeakMap<Db, { at: number; rows: Promise<AchievementDefinition[]> }>();

/**
 * Every achievement with its parsed rule. Achievements change only when content is seeded, so each
 * instance keeps them for a minute (per database), like the question pool, instead of a read per answer.
 */
export function findAchievementDefinitions(db: Db, now = Date.now()): Promise<AchievementDefinition[]> {
  const hit = definitionsCache.get(db);
  if (hit && now - hit.at < DEFINITIONS_TTL_MS) return hit.rows;
  const rows = db
    .select()
    .from(achievement)
    .then((all) =>
      all.map((row) => {
        const rule = AchievementRule.safeParse(row.rule);
        return { row, rule: rule.success ? rule.data : null };
      }),
    );
  definitionsCache.set(db, { at: now, rows });
  rows.catch(() => definitionsCache.delete(db));
  return rows;
}

// A seed changed the achievements: their definitions are read again.
onContentChange((db) => definitionsCache.delete(db as Db));

/**
 * The achievements an answer can newly earn: rules an answer moves (totals, streak, the answered
 * area's accuracy, areas practised, level), met now and not earned yet. Rounds, stories and
 * flashcards are judged where they happen (awardAchievements).
 */
export function achievementsMetByAnswer(
  definitions: AchievementDefinition[],
  earned: ReadonlySet<string>,
  s: AnswerStats,
): AchievementRow[] {
  return definitions
    .filter(({ row, rule }) => rule && !earned.has(row.id) && meetsAnswerRule(rule, s) === true)
    .map((d) => d.row);
}

/** The earned-achievement shape the API returns. */
export function earnedAchievement(a: AchievementRow, now: Date): EarnedAchievement {
  return {
    id: a.id,
    name: a.name,
    description: a.description,
    icon: a.icon as Icon,
    points: a.points,
    earnedAt: now.toISOString(),
  };
}

/**
 * Awards every achievement the learner now meets and has not earned yet, adds its points (and the
 * level they lead to), and returns the new ones. A level reached through achievement points can
 * itself earn a level achievement, so it runs until nothing new is earned.
 */
export async function awardAchievements(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<EarnedAchievement[]> {
  const all = await db.select().from(achievement);
  const earnedRows = await db
    .select({ id: userAchievement.achievementId })
    .from(userAchievement)
    .where(eq(userAchievement.userId, userId));
  const earned = new Set(earnedRows.map((r) => r.id));
  const fresh: EarnedAchievement[] = [];
  for (let pass = 0; pass < 3; pass++) {
    const stats = await collectLearnerStats(db, userId);
    const newly = all.filter((a) => {
      if (earned.has(a.id)) return false;
      const rule = AchievementRule.safeParse(a.rule);
      return rule.success && meetsRule(rule.data, stats);
    });
    if (newly.length === 0) break;
    const inserted = await db
      .insert(userAchievement)
      .values(newly.map((a) => ({ userId, achievementId: a.id, earnedAt: now })))
      .onConflictDoNothing()
      .returning({ id: userAchievement.achievementId });
    const insertedIds = new Set(inserted.map((r) => r.id));
    const gained = newly.filter((a) => insertedIds.has(a.id));
    for (const a of newly) earned.add(a.id);
    if (gained.length === 0) break;
    const bonus = gained.reduce((s, a) => s + a.points, 0);
    const [row] = await db
      .update(learnerProfile)
      .set({ totalPoints: sql`${learnerProfile.totalPoints} + ${bonus}` })
      .where(eq(learnerProfile.userId, userId))
      .returning({ totalPoints: learnerProfile.totalPoints });
    if (row)
      await db
        .update(learnerProfile)
        .set({ level: levelForPoints(row.totalPoints) })
        .where(eq(learnerProfile.userId, userId));
    fresh.push(
      ...gained.map((a) => ({
        id: a.id,
        name: a.name,
        description: a.description,
        icon: a.icon as Icon,
        points: a.points,
        earnedAt: now.toISOString(),
      })),
    );
  }
  return fresh;
}
