import type { Executor } from '@server/db/client';
import { achievement } from '@server/db/schema/content';
import { learnerProfile } from '@server/db/schema/learners';
import { userAchievement } from '@server/db/schema/learning';
import { AchievementRule } from '@shared/content/schemas';
import type { EarnedAchievement } from '@shared/contracts/quiz';
import { levelForPoints } from '@shared/learning/points';
import { eq, sql } from 'drizzle-orm';
import { meetsRule } from './rules';
import { collectLearnerStats } from './stats';

type Icon = EarnedAchievement['icon'];

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
