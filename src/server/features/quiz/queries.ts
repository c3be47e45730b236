import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentDocument, question, usState } from '../../db/schema/content';
import { answer, quizSession, reviewState } from '../../db/schema/learning';
import type { ConceptStats, PoolItem, ScheduleInfo } from './selection';

const POOL_TTL_MS = 60_000;
const poolCache = new WeakMap<Db, Map<string, { at: number; rows: Promise<PoolItem[]> }>>();

/**
 * The slim question pool a learner may be served: national questions of these areas, plus the
 * state's own. Content changes only when it is seeded or imported, so each instance keeps the pool
 * for a minute (per database) instead of reading ~1,000 rows on every round.
 */
export function findQuestionPool(
  db: Db,
  areas: string[],
  stateCode: string | null,
  now = Date.now(),
): Promise<PoolItem[]> {
  const key = `${[...areas].sort().join(',')}|${stateCode ?? ''}`;
  let byKey = poolCache.get(db);
  if (!byKey) {
    byKey = new Map();
    poolCache.set(db, byKey);
  }
  const hit = byKey.get(key);
  if (hit && now - hit.at < POOL_TTL_MS) return hit.rows;
  const rows = db
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
    )
    .then((r) => r as PoolItem[]);
  byKey.set(key, { at: now, rows });
  rows.catch(() => byKey.delete(key));
  return rows;
}

/** Forget cached pools (after a seed or an import changed the bank). */
export function clearQuestionPoolCache(db: Db) {
  poolCache.delete(db);
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
