import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentDocument, question, usState } from '../../db/schema/content';
import { answer, quizSession, reviewState } from '../../db/schema/learning';
import type { ConceptStats, PoolItem, ScheduleInfo } from './selection';

/** The slim question pool a learner may be served: national questions of these areas, plus the state's own. */
export async function findQuestionPool(
  db: Db,
  areas: string[],
  stateCode: string | null,
): Promise<PoolItem[]> {
  const rows = await db
    .select({
      id: question.id,
      area: question.area,
      conceptId: question.conceptId,
      topics: question.topics,
      stateCode: question.stateCode,
    })
    .from(question)
    .where(
      and(
        inArray(question.area, areas),
        stateCode
          ? or(isNull(question.stateCode), eq(question.stateCode, stateCode))
          : isNull(question.stateCode),
      ),
    );
  return rows;
}

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

export type BlueprintDoc = {
  id: string;
  topics: { id: string; title: string; items?: number; weight?: number }[];
};

export async function findBlueprint(db: Db, vendorId: 'pearson-vue' | 'psi'): Promise<BlueprintDoc | null> {
  const [row] = await db
    .select()
    .from(contentDocument)
    .where(eq(contentDocument.id, `blueprint:${vendorId}`));
  return (row?.body as BlueprintDoc | undefined) ?? null;
}

export async function findState(db: Db, code: string) {
  const [row] = await db.select().from(usState).where(eq(usState.id, code));
  return row ?? null;
}

export async function findSession(db: Db, id: string) {
  const [row] = await db.select().from(quizSession).where(eq(quizSession.id, id));
  return row ?? null;
}

export async function findSessionAnswers(db: Db, sessionId: string) {
  return db.select().from(answer).where(eq(answer.sessionId, sessionId));
}
