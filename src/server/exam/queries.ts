import type { Db } from '@server/db/client';
import { contentDocument, usState } from '@server/db/schema/content';
import { onContentChange } from '@server/lib/content-change';
import type { StateExam } from '@shared/content/schemas';
import { eq } from 'drizzle-orm';

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

/** A state's exam as published (content/states/exams.yaml), or null when it is not loaded. */
const STATE_EXAM_TTL_MS = 60_000;
const stateExamCache = new WeakMap<Db, Map<string, { at: number; exam: Promise<StateExam | null> }>>();

/**
 * A state's exam document (content: kept per instance for a minute, forgotten when content changes,
 * as the question pool is).
 */
export function findStateExam(db: Db, stateCode: string, now = Date.now()): Promise<StateExam | null> {
  let byState = stateExamCache.get(db);
  if (!byState) {
    byState = new Map();
    stateExamCache.set(db, byState);
  }
  const hit = byState.get(stateCode);
  if (hit && now - hit.at < STATE_EXAM_TTL_MS) return hit.exam;
  const exam = db
    .select()
    .from(contentDocument)
    .where(eq(contentDocument.id, `exam:${stateCode}`))
    .then(([row]) => (row?.body as StateExam | undefined) ?? null);
  const entries = byState;
  entries.set(stateCode, { at: now, exam });
  exam.catch(() => entries.delete(stateCode));
  return exam;
}

onContentChange((db) => stateExamCache.delete(db as Db));
