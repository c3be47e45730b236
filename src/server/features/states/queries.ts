import type { Db } from '@server/db/client';
import { usState } from '@server/db/schema/content';
import type { StateInfo } from '@shared/contracts/states';
import { findMockExamSpec } from '@shared/domain/states';
import { asc } from 'drizzle-orm';

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
