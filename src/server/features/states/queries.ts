import type { Db } from '@server/db/client';
import { contentDocument, question, usState } from '@server/db/schema/content';
import type { StateInfo, StateSupplementResponse } from '@shared/contracts/states';
import { findMockExamSpec } from '@shared/domain/states';
import { and, asc, count, eq, isNull } from 'drizzle-orm';

export async function listStates(db: Db): Promise<StateInfo[]> {
  const rows = await db.select().from(usState).orderBy(asc(usState.name));
  return rows.map((r) => ({
    ...r,
    id: r.id as StateInfo['id'],
    region: r.region as StateInfo['region'],
    examProvider: r.examProvider as StateInfo['examProvider'],
    mockExam: findMockExamSpec(r.id),
  }));
}

type SupplementDoc = {
  glance: StateSupplementResponse['glance'] & { state: string };
  story: { title: string; readTime: number; body: string } | null;
};

/** A state's supplement as seeded (state-law/<st>/glance.yaml and story.md), or null. */
export async function findSupplement(db: Db, stateCode: string) {
  const [row] = await db
    .select()
    .from(contentDocument)
    .where(eq(contentDocument.id, `state-supplement:${stateCode}`));
  return (row?.body as SupplementDoc | undefined) ?? null;
}

export async function countStateItems(db: Db, stateCode: string) {
  const [row] = await db
    .select({ n: count() })
    .from(question)
    .where(and(eq(question.stateCode, stateCode), isNull(question.retiredAt)));
  return row?.n ?? 0;
}
