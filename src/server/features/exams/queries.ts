import type { Db, Executor } from '@server/db/client';
import { question } from '@server/db/schema/content';
import { examAttempt, examPortion, examResponse } from '@server/db/schema/exams';
import type { AssembledPortion } from '@server/exam/assembly';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

export type Attempt = typeof examAttempt.$inferSelect;
export type Portion = typeof examPortion.$inferSelect;
export type Response = typeof examResponse.$inferSelect;

/** How many live state-law items the state's bank holds. */
export async function countStateItems(db: Db, stateCode: string) {
  const [row] = await db
    .select({ n: count() })
    .from(question)
    .where(and(eq(question.stateCode, stateCode), isNull(question.retiredAt)));
  return row?.n ?? 0;
}

/** The learner's attempt still under way (not every portion submitted), newest first. */
export async function findOpenAttempt(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(examAttempt)
    .where(and(eq(examAttempt.userId, userId), isNull(examAttempt.submittedAt)))
    .orderBy(desc(examAttempt.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findAttempt(db: Executor, id: string) {
  const [row] = await db.select().from(examAttempt).where(eq(examAttempt.id, id));
  return row ?? null;
}

export async function findPortions(db: Executor, attemptId: string) {
  return db
    .select()
    .from(examPortion)
    .where(eq(examPortion.attemptId, attemptId))
    .orderBy(asc(examPortion.position));
}

export async function findResponses(db: Executor, attemptId: string) {
  return db.select().from(examResponse).where(eq(examResponse.attemptId, attemptId));
}

/** Creates an attempt with its portions; the first portion's clock starts now. */
export async function insertAttempt(
  db: Db,
  values: { userId: string; stateCode: string; vendor: string; isPreview: boolean; now: Date },
  portions: AssembledPortion[],
) {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(examAttempt)
      .values({
        userId: values.userId,
        stateCode: values.stateCode,
        vendor: values.vendor,
        isPreview: values.isPreview,
        createdAt: values.now,
        position: { portion: 0, index: 0 },
      })
      .returning();
    await tx.insert(examPortion).values(
      portions.map((p, position) => ({
        attemptId: attempt!.id,
        position,
        kind: p.kind,
        scoredItems: p.scoredItems,
        pretestItems: p.pretestItems,
        shortBy: p.shortBy,
        minutes: p.minutes,
        timeLimitSeconds: p.timeLimitSeconds,
        passPercent: p.passPercent,
        items: p.items,
        startedAt: position === 0 ? values.now : null,
        deadline: position === 0 ? new Date(values.now.getTime() + p.timeLimitSeconds * 1000) : null,
      })),
    );
    return attempt!;
  });
}

/** Starts a portion's clock once: false when it had already started. */
export async function startPortion(db: Executor, attemptId: string, position: number, now: Date) {
  const rows = await db
    .update(examPortion)
    .set({
      startedAt: now,
      deadline: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${examPortion.timeLimitSeconds})`,
    })
    .where(
      and(
        eq(examPortion.attemptId, attemptId),
        eq(examPortion.position, position),
        isNull(examPortion.startedAt),
      ),
    )
    .returning({ position: examPortion.position });
  return rows.length > 0;
}

/** Submits a running portion once with its score: false when it was already submitted. */
export async function markPortionSubmitted(
  db: Executor,
  attemptId: string,
  position: number,
  values: { submittedAt: Date; correctCount: number; scoredTotal: number },
) {
  const rows = await db
    .update(examPortion)
    .set(values)
    .where(
      and(
        eq(examPortion.attemptId, attemptId),
        eq(examPortion.position, position),
        isNull(examPortion.submittedAt),
      ),
    )
    .returning({ position: examPortion.position });
  return rows.length > 0;
}

export async function markAttemptSubmitted(
  db: Executor,
  attemptId: string,
  submittedAt: Date,
  sessionId: string,
) {
  await db
    .update(examAttempt)
    .set({ submittedAt, sessionId })
    .where(and(eq(examAttempt.id, attemptId), isNull(examAttempt.submittedAt)));
}

/** Saves a choice and flag unless a newer save (a higher seq) is already stored. */
export async function saveResponse(
  db: Executor,
  values: {
    attemptId: string;
    questionId: string;
    selectedAnswer: string | null;
    flagged: boolean;
    seq: number;
  },
  now: Date,
) {
  const rows = await db
    .insert(examResponse)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [examResponse.attemptId, examResponse.questionId],
      set: {
        selectedAnswer: values.selectedAnswer,
        flagged: values.flagged,
        seq: values.seq,
        updatedAt: now,
      },
      setWhere: sql`${examResponse.seq} < ${values.seq}`,
    })
    .returning({ seq: examResponse.seq });
  return rows.length > 0;
}

export async function savePosition(db: Db, attemptId: string, position: { portion: number; index: number }) {
  await db.update(examAttempt).set({ position }).where(eq(examAttempt.id, attemptId));
}

/** The learner's attempts with their portions, newest first. */
export async function findHistory(db: Db, userId: string, limit = 100) {
  const attempts = await db
    .select()
    .from(examAttempt)
    .where(eq(examAttempt.userId, userId))
    .orderBy(desc(examAttempt.createdAt))
    .limit(limit);
  if (attempts.length === 0) return [];
  const portions = await db
    .select({
      attemptId: examPortion.attemptId,
      position: examPortion.position,
      kind: examPortion.kind,
      passPercent: examPortion.passPercent,
      startedAt: examPortion.startedAt,
      submittedAt: examPortion.submittedAt,
      correctCount: examPortion.correctCount,
      scoredTotal: examPortion.scoredTotal,
    })
    .from(examPortion)
    .where(
      inArray(
        examPortion.attemptId,
        attempts.map((a) => a.id),
      ),
    )
    .orderBy(asc(examPortion.position));
  return attempts.map((a) => ({ ...a, portions: portions.filter((p) => p.attemptId === a.id) }));
}
