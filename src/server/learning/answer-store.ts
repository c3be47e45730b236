import type { Executor } from '@server/db/client';
import { learnerProfile } from '@server/db/schema/learners';
import { answer, quizSession } from '@server/db/schema/learning';
import { and, eq, isNull, sql } from 'drizzle-orm';

/** The SQL of recording answers, shared by the quiz (online) and offline sync. */

export async function findSession(db: Executor, id: string) {
  const [row] = await db.select().from(quizSession).where(eq(quizSession.id, id));
  return row ?? null;
}

export async function findSessionAnswers(db: Executor, sessionId: string) {
  return db.select().from(answer).where(eq(answer.sessionId, sessionId));
}

export async function findAnswer(db: Executor, id: string) {
  const [row] = await db.select().from(answer).where(eq(answer.id, id));
  return row ?? null;
}

/** Stores an answer unless its id is already stored; true when this call stored it. */
export async function insertAnswer(db: Executor, values: typeof answer.$inferInsert) {
  const inserted = await db.insert(answer).values(values).onConflictDoNothing().returning({ id: answer.id });
  return inserted.length > 0;
}

/** Counts one answer against a free learner's shared preview; null when the preview is used up. */
export async function consumePreviewAnswer(db: Executor, userId: string, limit: number) {
  const [row] = await db
    .update(learnerProfile)
    .set({ previewUsed: sql`${learnerProfile.previewUsed} + 1` })
    .where(and(eq(learnerProfile.userId, userId), sql`${learnerProfile.previewUsed} < ${limit}`))
    .returning({ previewUsed: learnerProfile.previewUsed });
  return row?.previewUsed ?? null;
}

export async function updateProfileAfterAnswer(
  db: Executor,
  userId: string,
  values: Partial<typeof learnerProfile.$inferInsert>,
) {
  await db.update(learnerProfile).set(values).where(eq(learnerProfile.userId, userId));
}

/** Whether the round already holds an answer to this question. */
export async function isAnsweredInSession(db: Executor, sessionId: string, questionId: string) {
  const [row] = await db
    .select({ id: answer.id })
    .from(answer)
    .where(and(eq(answer.sessionId, sessionId), eq(answer.questionId, questionId)))
    .limit(1);
  return Boolean(row);
}

/** Every calendar day (the learner's own) with an answer. */
export async function findAnswerDays(db: Executor, userId: string) {
  const rows = await db
    .selectDistinct({ day: answer.localDay })
    .from(answer)
    .where(eq(answer.userId, userId));
  return rows.map((r) => r.day);
}

/** Completes a session once: true for the call that completed it, false when it was already done. */
export async function markSessionCompleted(
  db: Executor,
  sessionId: string,
  values: { completedAt: Date; correctCount: number; total: number },
) {
  const done = await db
    .update(quizSession)
    .set(values)
    .where(and(eq(quizSession.id, sessionId), isNull(quizSession.completedAt)))
    .returning({ id: quizSession.id });
  return done.length > 0;
}

/** A round made offline, stored under the id the client gave it; false when that id was stored before. */
export async function insertOfflineSession(db: Executor, values: typeof quizSession.$inferInsert) {
  const rows = await db
    .insert(quizSession)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: quizSession.id });
  return rows.length > 0;
}
