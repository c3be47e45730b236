import type { Executor } from '@server/db/client';
import { studyPlan } from '@server/db/schema/practice';
import { eq } from 'drizzle-orm';

export type StudyPlanRow = typeof studyPlan.$inferSelect;

export async function findStudyPlan(db: Executor, userId: string): Promise<StudyPlanRow | null> {
  const [row] = await db.select().from(studyPlan).where(eq(studyPlan.userId, userId));
  return row ?? null;
}

export { examInstant } from '@shared/learning/exam-plan';
