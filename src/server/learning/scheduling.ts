import type { Executor } from '@server/db/client';
import { reviewState } from '@server/db/schema/learning';
import { DEFAULT_RETENTION, pullInDue } from '@shared/learning/exam-plan';
import { and, eq } from 'drizzle-orm';
import { type Card, createEmptyCard, type FSRS, fsrs, generatorParameters } from 'ts-fsrs';
import { examInstant, findStudyPlan, type StudyPlanRow } from './study-plan';

/**
 * FSRS scheduling for every learner item (question, flashcard, math family): the learning engine's
 * one scheduler, used by the quiz, the flashcards and (later) offline sync.
 */
const schedulers = new Map<number, FSRS>();
function schedulerFor(retention: number) {
  let s = schedulers.get(retention);
  if (!s) {
    s = fsrs(generatorParameters({ enable_fuzz: false, request_retention: retention }));
    schedulers.set(retention, s);
  }
  return s;
}

function cardFromRow(row: typeof reviewState.$inferSelect | undefined, now: Date): Card {
  if (!row) return createEmptyCard(now);
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview ?? undefined,
  };
}

/**
 * Applies one FSRS review to a learner's item (question, flashcard or math family). With an exam
 * date set (and still ahead), FSRS runs at the plan's desired retention and an item that would next
 * come due after the exam is pulled in to its eve; without one, FSRS at 0.9 as always.
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
  // A review synced late (made offline before one made online elsewhere) is applied at the later
  // review's time: FSRS cannot go back in time, and the item still moves on exactly once.
  const at = row?.lastReview && row.lastReview > now ? row.lastReview : now;
  const plan = known ? known.plan : await findStudyPlan(db, userId);
  const examAt = plan ? examInstant(plan.examDate) : null;
  const active = plan && examAt && examAt.getTime() > at.getTime();
  const { card } = schedulerFor(active ? plan.desiredRetention : DEFAULT_RETENTION).next(
    cardFromRow(row, at),
    at,
    rating,
  );
  const due = active ? pullInDue(card.due, at, examAt) : card.due;
  const values = {
    due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? at,
  };
  await db
    .insert(reviewState)
    .values({ userId, itemType, itemId, ...values })
    .onConflictDoUpdate({
      target: [reviewState.userId, reviewState.itemType, reviewState.itemId],
      set: values,
    });
  return { ...card, due };
}
