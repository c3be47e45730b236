import type { Db } from '@server/db/client';
import { achievement, question, trackStep } from '@server/db/schema/content';
import { answer, userAchievement } from '@server/db/schema/learning';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';

export function findAreaCounts(db: Db, userId: string) {
  return db
    .select({
      area: answer.area,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${answer.isCorrect})::int`,
    })
    .from(answer)
    .where(eq(answer.userId, userId))
    .groupBy(answer.area);
}

/** The learner's most recent days with an answer (their own calendar days), newest first. */
export async function findActiveDays(db: Db, userId: string, limit: number) {
  const rows = await db
    .selectDistinct({ day: answer.localDay })
    .from(answer)
    .where(eq(answer.userId, userId))
    .orderBy(sql`${answer.localDay} desc`)
    .limit(limit);
  return rows.map((r) => r.day);
}

type TopicRow = { topic: string; answered: number; correct: number };

/** Answers and correct answers per outline topic (an answer counts for each topic its question has). */
export async function findTopicCounts(db: Db, userId: string) {
  // Both drivers (PGlite and node-postgres) return { rows } from execute.
  const result = (await db.execute(
    sql`select t.topic as topic, count(*)::int as answered, (count(*) filter (where a.is_correct))::int as correct
        from ${answer} a, jsonb_array_elements_text(a.topics) as t(topic)
        where a.user_id = ${userId} group by t.topic`,
  )) as unknown as { rows: TopicRow[] };
  return new Map(result.rows.map((r) => [r.topic, r]));
}

export function findAchievements(db: Db) {
  return db.select().from(achievement).orderBy(asc(achievement.points), asc(achievement.id));
}

export function findEarnedAchievements(db: Db, userId: string) {
  return db
    .select({ a: achievement, earnedAt: userAchievement.earnedAt })
    .from(userAchievement)
    .innerJoin(achievement, eq(achievement.id, userAchievement.achievementId))
    .where(eq(userAchievement.userId, userId));
}

export function findTrackSteps(db: Db) {
  return db.select().from(trackStep).orderBy(asc(trackStep.position));
}

/** Answers to the state's own state-law items, per state-portion topic. */
export function findStateTopicCounts(db: Db, userId: string, stateCode: string) {
  return db
    .select({
      topic: sql<string>`coalesce(${question.stateTopic}, 'state-law')`,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where ${answer.isCorrect}))::int`,
    })
    .from(answer)
    .innerJoin(question, eq(question.id, answer.questionId))
    .where(and(eq(answer.userId, userId), eq(question.stateCode, stateCode)))
    .groupBy(sql`1`);
}

/** The state's live state-law items per state-portion topic (the state portion's weights). */
export function findStateBankTopics(db: Db, stateCode: string) {
  return db
    .select({
      topic: sql<string>`coalesce(${question.stateTopic}, 'state-law')`,
      items: sql<number>`count(*)::int`,
    })
    .from(question)
    .where(and(eq(question.stateCode, stateCode), isNull(question.retiredAt)))
    .groupBy(sql`1`);
}
