import type { Db } from '@server/db/client';
import { contentDocument, usState } from '@server/db/schema/content';
import { contentCache } from '@server/lib/content-change';
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

const stateExamCache = contentCache<StateExam | null>(60_000);

/**
 * A state's exam as published (content/states/exams.yaml), or null when it is not loaded; kept per
 * instance for a minute and forgotten when content changes, as the question pool is.
 */
export function findStateExam(db: Db, stateCode: string, now = Date.now()): Promise<StateExam | null> {
  return stateExamCache(db, stateCode, now, () =>
    db
      .select()
      .from(contentDocument)
      .where(eq(contentDocument.id, `exam:${stateCode}`))
      .then(([row]) => (row?.body as StateExam | undefined) ?? null),
  );
}
