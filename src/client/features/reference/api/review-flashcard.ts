import { toast } from '@client/components/ui/use-toast';
import { useUser } from '@client/lib/api/get-user';
import { ApiError, api } from '@client/lib/api-client';
import { invalidateLearnerProgress } from '@client/lib/learner-queries';
import { isOnline } from '@client/lib/offline/online';
import { enqueue, flushOutbox, pendingItems } from '@client/lib/offline/outbox';
import { applyLocalReview } from '@client/lib/offline/pack';
import type {
  FlashcardRating,
  FlashcardReviewRequest,
  FlashcardReviewResponse,
} from '@shared/contracts/reference';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** FSRS grades: Again 1, Hard 2, Good 3, Easy 4 (as the server grades them). */
const fsrsGrade: Record<FlashcardRating, 1 | 2 | 3 | 4> = { again: 1, hard: 2, good: 3, easy: 4 };

/** The caller makes `reviewId` once per rating, so retrying the same rating stores it once. */
export type ReviewFlashcardInput = { flashcardId: string; rating: FlashcardRating; reviewId: string };

/**
 * Rates a card: the server moves this learner's FSRS schedule for it on and counts the review.
 */
export function useReviewFlashcard() {
  const qc = useQueryClient();
  const userId = useUser().data?.id;
  return useMutation({
    mutationFn: async ({ flashcardId, rating, reviewId }: ReviewFlashcardInput) => {
      // Offline (or earlier work still queued): the rating joins the outbox behind it, and the
      // device's copy of the card's schedule moves on at once.
      const queue = async (): Promise<FlashcardReviewResponse> => {
        const at = new Date();
        await enqueue({
          kind: 'flashcard_rating',
          id: reviewId,
          flashcardId,
          rating,
          reviewedAt: at.toISOString(),
        });
        if (isOnline()) void flushOutbox();
        const next = userId
          ? await applyLocalReview(userId, 'flashcard', flashcardId, fsrsGrade[rating], at)
          : null;
        return { due: next?.due ?? at.toISOString(), newAchievements: [] };
      };
      if (!isOnline() || (await pendingItems()).length > 0) return queue();
      const body: FlashcardReviewRequest = { reviewId, rating };
      try {
        return await api.post<FlashcardReviewResponse>(
          `/api/flashcards/${encodeURIComponent(flashcardId)}/review`,
          body,
        );
      } catch (err) {
        if (err instanceof ApiError) throw err;
        return queue();
      }
    },
    onSuccess: (res) => {
      if (res.newAchievements.length === 0) return;
      void invalidateLearnerProgress(qc);
      for (const a of res.newAchievements)
        toast({ title: 'Achievement unlocked!', description: `${a.name}: ${a.description}` });
    },
    onError: (err) => {
      console.warn('[flashcards] review not saved', err);
      toast({
        variant: 'destructive',
        title: 'Review not saved',
        description: 'We could not save that rating. Check your connection and try again.',
      });
    },
  });
}
