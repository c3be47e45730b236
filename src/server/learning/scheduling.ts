import type { Executor } from '@server/db/client';
import { reviewState } from '@server/db/schema/learning';
import { scheduler } from '@shared/learning/fsrs';
import { and, eq } from 'drizzle-orm';
import { type Card, createEmptyCard } from 'ts-fsrs';

/**
 * FSRS scheduling for every learner item (question, flashcard, math family): the learning engine's
 * one scheduler, used by the quiz, the flashcards and (later) offline sync.
 */
export { scheduler };

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

/** Applies one FSRS review to a learner's item (question, flashcard or math family). */
export async function scheduleReview(
  db: Executor,
  userId: string,
  itemType: string,
  itemId: string,
  rating: 1 | 2 | 3 | 4,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(reviewState)
    .where(
      and(eq(reviewState.userId, userId), eq(reviewState.itemType, itemType), eq(reviewState.itemId, itemId)),
    );
  // A review synced late (made offline before one made online elsewhere) is applied at the later
  // review's time: FSRS cannot go back in time, and the item still moves on exactly once.
  const at = row?.lastReview && row.lastReview > now ? row.lastReview : now;
  const { card } = scheduler.next(cardFromRow(row, at), at, rating);
  const values = {
    due: card.due,
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
  return card;
}
