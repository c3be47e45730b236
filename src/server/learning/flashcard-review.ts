import { findOrCreateProfile } from '@server/accounts/queries';
import type { Db } from '@server/db/client';
import { flashcard } from '@server/db/schema/content';
import { flashcardReview, reviewState } from '@server/db/schema/learning';
import { awardAchievements } from '@server/learning/achievements/service';
import { scheduleReview } from '@server/learning/scheduling';
import { AppError } from '@server/lib/app-error';
import type { FlashcardRating, FlashcardReviewResponse } from '@shared/contracts/reference';
import { and, eq } from 'drizzle-orm';

/** FSRS grades: Again 1, Hard 2, Good 3, Easy 4. */
export const fsrsRating: Record<FlashcardRating, 1 | 2 | 3 | 4> = { again: 1, hard: 2, good: 3, easy: 4 };

async function currentDue(db: Db, userId: string, flashcardId: string) {
  const [row] = await db
    .select({ due: reviewState.due })
    .from(reviewState)
    .where(
      and(
        eq(reviewState.userId, userId),
        eq(reviewState.itemType, 'flashcard'),
        eq(reviewState.itemId, flashcardId),
      ),
    );
  return row?.due ?? null;
}

/**
 * Records one flashcard review, once per reviewId (the client makes it, so a resend is harmless):
 * the FSRS schedule for the learner and card moves on, the review is counted for achievements, and
 * any achievement now met is awarded.
 */
export async function reviewFlashcard(
  db: Db,
  userId: string,
  flashcardId: string,
  req: { reviewId: string; rating: FlashcardRating },
  now: Date = new Date(),
): Promise<FlashcardReviewResponse & { duplicate: boolean }> {
  const [card] = await db.select({ id: flashcard.id }).from(flashcard).where(eq(flashcard.id, flashcardId));
  if (!card) throw new AppError('NOT_FOUND', `No flashcard with id ${flashcardId}.`);

  const resend = async () => {
    const [stored] = await db.select().from(flashcardReview).where(eq(flashcardReview.id, req.reviewId));
    if (!stored || stored.userId !== userId || stored.flashcardId !== flashcardId)
      throw new AppError('CONFLICT', 'This reviewId is already used for another review.');
    const due = await currentDue(db, userId, flashcardId);
    return { due: (due ?? now).toISOString(), newAchievements: [], duplicate: true };
  };

  const [existing] = await db
    .select({ id: flashcardReview.id })
    .from(flashcardReview)
    .where(eq(flashcardReview.id, req.reviewId));
  if (existing) return resend();

  const rating = fsrsRating[req.rating];
  const scheduled = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(flashcardReview)
      .values({ id: req.reviewId, userId, flashcardId, rating, reviewedAt: now })
      .onConflictDoNothing()
      .returning({ id: flashcardReview.id });
    // A concurrent resend won the race: it has already moved the schedule on.
    if (inserted.length === 0) return null;
    return scheduleReview(tx, userId, 'flashcard', flashcardId, rating, now);
  });
  if (!scheduled) return resend();

  // Achievement points land on the learner's profile, so make sure it exists first.
  await findOrCreateProfile(db, userId);
  const newAchievements = await awardAchievements(db, userId, now);
  return { due: scheduled.due.toISOString(), newAchievements, duplicate: false };
}
