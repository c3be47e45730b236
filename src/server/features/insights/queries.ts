import type { Db } from '@server/db/client';
import { concept, flashcard, story } from '@server/db/schema/content';
import { answer, quizSession } from '@server/db/schema/learning';
import { and, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';

/** Answers since a day (YYYY-MM-DD, the learner's local day): what weekly and daily figures need. */
export function findRecentAnswers(db: Db, userId: string, sinceDay: string) {
  return db
    .select({
      day: answer.localDay,
      topics: answer.topics,
      isCorrect: answer.isCorrect,
      seconds: answer.timeSpentSeconds,
    })
    .from(answer)
    .where(and(eq(answer.userId, userId), gte(answer.localDay, sinceDay)));
}

/** All-time answers and correct answers per outline topic id. */
export async function findTopicTotals(db: Db, userId: string) {
  const result = (await db.execute(
    sql`select t.topic as topic, count(*)::int as answered, (count(*) filter (where a.is_correct))::int as correct
        from ${answer} a, jsonb_array_elements_text(a.topics) as t(topic)
        where a.user_id = ${userId} group by t.topic`,
  )) as unknown as { rows: { topic: string; answered: number; correct: number }[] };
  return result.rows;
}

export function findConceptTotals(db: Db, userId: string) {
  return db
    .select({
      id: answer.conceptId,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where ${answer.isCorrect}))::int`,
    })
    .from(answer)
    .where(and(eq(answer.userId, userId), isNotNull(answer.conceptId)))
    .groupBy(answer.conceptId);
}

export function findConcepts(db: Db) {
  return db.select({ id: concept.id, title: concept.title, area: concept.area }).from(concept);
}

export function findStoryConcepts(db: Db) {
  return db
    .select({ section: story.section, forSection: story.forSection, conceptIds: story.conceptIds })
    .from(story);
}

export function findFlashcardConceptCounts(db: Db) {
  return db
    .select({ conceptId: flashcard.conceptId, n: count() })
    .from(flashcard)
    .where(isNull(flashcard.retiredAt))
    .groupBy(flashcard.conceptId);
}

export function findFinishedSessions(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: quizSession.id,
      mode: quizSession.mode,
      completedAt: quizSession.completedAt,
      correct: quizSession.correctCount,
      total: quizSession.total,
    })
    .from(quizSession)
    .where(and(eq(quizSession.userId, userId), isNotNull(quizSession.completedAt)))
    .orderBy(desc(quizSession.completedAt))
    .limit(limit);
}
