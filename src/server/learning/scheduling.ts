import type { Executor } from '@server/db/client';
import { reviewState } from '@server/db/schema/learning';
import { reviewRecord, type ScheduleRecord } from '@shared/learning/fsrs';
import { and, eq } from 'drizzle-orm';
import { findStudyPlan, type StudyPlanRow } from './study-plan';

function recordFromRow(row: typeof reviewState.$inferSelect): ScheduleRecord {
  return {
    due: row.due.toISOString(),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.lastReview?.toISOString() ?? null,
  };
}

/** The item's review state after one FSRS review (scheduleReview below; the answer path writes it itself). */
export function nextReviewValues(
  row: typeof reviewState.$inferSelect | null,
  rating: 1 | 2 | 3 | 4,
  now: Date,
  plan: StudyPlanRow | null,
) {
  const next = reviewRecord(row ? recordFromRow(row) : undefined, rating, now, plan);
  return { ...next, due: new Date(next.due), lastReview: new Date(next.lastReview ?? now) };
}

/**
 * Applies one FSRS review to a learner's item (question, flashcard or math family) through the shared
 * reviewRecord (the offline device schedules with the very same function): with an exam date set
 * (and still ahead), FSRS runs at the plan's desired retention and an item that would next come due
 * after the exam is pulled in to its eve; without one, FSRS at 0.9 as always. A review synced late
 * (made offline before one made online elsewhere) is applied at the later review's time.
 */
export async function scheduleReview(
  db: Executor,
  userId: string,
  itemType: string,
  itemId: string,
  rating: 1 | 2 | 3 | 4,
  now: Date,
  /** The item's review state and the learner's plan, when the caller read them already (the answer path). */
  known?: { row: typeof reviewState.$inferSelect | null; plan: StudyPlanRow | null },
) {
  const [row] = known
    ? [known.row ?? undefined]
    : await db
        .select()
        .from(reviewState)
        .where(
          and(
            eq(reviewState.userId, userId),
            eq(reviewState.itemType, itemType),
            eq(reviewState.itemId, itemId),
          ),
        );
  const plan = known ? known.plan : await findStudyPlan(db, userId);
  const values = nextReviewValues(row ?? null, rating, now, plan);
  await db
    .insert(reviewState)
    .values({ userId, itemType, itemId, ...values })
    .onConflictDoUpdate({
      target: [reviewState.userId, reviewState.itemType, reviewState.itemId],
      set: values,
    });
  return values;
}
