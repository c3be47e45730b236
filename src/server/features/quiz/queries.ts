import type { Db, Executor } from '@server/db/client';
import { question } from '@server/db/schema/content';
import { answer, quizSession, reviewState } from '@server/db/schema/learning';
import { and, eq, sql } from 'drizzle-orm';
import type { ConceptStats, ScheduleInfo } from './selection';

export async function findSchedule(
  db: Db,
  userId: string,
  itemType: string,
): Promise<Map<string, ScheduleInfo>> {
  const rows = await db
    .select({ itemId: reviewState.itemId, due: reviewState.due, lastReview: reviewState.lastReview })
    .from(reviewState)
    .where(and(eq(reviewState.userId, userId), eq(reviewState.itemType, itemType)));
  return new Map(rows.map((r) => [r.itemId, { due: r.due, lastReview: r.lastReview }]));
}

export async function findConceptStats(db: Db, userId: string): Promise<Map<string, ConceptStats>> {
  const rows = await db
    .select({
      conceptId: answer.conceptId,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${answer.isCorrect})::int`,
    })
    .from(answer)
    .where(eq(answer.userId, userId))
    .groupBy(answer.conceptId);
  return new Map(
    rows.filter((r) => r.conceptId).map((r) => [r.conceptId!, { answered: r.answered, correct: r.correct }]),
  );
}

export async function insertQuizSession(db: Executor, values: typeof quizSession.$inferInsert) {
  const [row] = await db.insert(quizSession).values(values).returning({ id: quizSession.id });
  return row!.id;
}

export {
  consumePreviewAnswer,
  findAnswer,
  findSession,
  findSessionAnswers,
  insertAnswer,
  isAnsweredInSession,
  markSessionCompleted,
  updateProfileAfterAnswer,
} from '@server/learning/answer-store';

/** A round and one question (null when it is not in the bank, as a generated math question is), in one read. */
export async function findSessionWithItem(db: Db, sessionId: string, questionId: string) {
  const [row] = await db
    .select({ session: quizSession, question })
    .from(quizSession)
    .leftJoin(question, eq(question.id, questionId))
    .where(eq(quizSession.id, sessionId));
  return row ?? null;
}
