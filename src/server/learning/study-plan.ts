import type { Executor } from '@server/db/client';
import { studyPlan } from '@server/db/schema/practice';
import { eq } from 'drizzle-orm';

export type StudyPlanRow = typeof studyPlan.$inferSelect;

export async function findStudyPlan(db: Executor, userId: string): Promise<StudyPlanRow | null> {
  const [row] = await db.select().from(studyPlan).where(eq(studyPlan.userId, userId));
  return row ?? null;
}

/**
 * The exam as an instant for scheduling: the start of the exam day in UTC is close enough for
 * day-sized intervals (a review pulled in to "the eve" lands the day before in any time zone).
 */
export function examInstant(examDate: string) {
  return new Date(`${examDate}T00:00:00Z`);
}
