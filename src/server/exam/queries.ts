import type { Db } from '@server/db/client';
import { contentDocument, usState } from '@server/db/schema/content';
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
export async function findStateExam(db: Db, stateCode: string): Promise<StateExam | null> {
  const [row] = await db
    .select()
    .from(contentDocument)
    .where(eq(contentDocument.id, `exam:${stateCode}`));
  return (row?.body as StateExam | undefined) ?? null;
}
