import { toast } from '@client/components/ui/use-toast';
import { api } from '@client/lib/api-client';
import { invalidateLearnerProgress } from '@client/lib/learner-queries';
import type {
  FlashcardRating,
  FlashcardReviewRequest,
  FlashcardReviewResponse,
} from '@shared/contracts/reference';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The caller makes `reviewId` once per rating, so retrying the same rating stores it once. */
export type ReviewFlashcardInput = { flashcardId: string; rating: FlashcardRating; reviewId: string };

/**
 * Rates a card: the server moves this learner's FSRS schedule for it on and counts the review.
 */
export function useReviewFlashcard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ flashcardId, rating, reviewId }: ReviewFlashcardInput) => {
      const body: FlashcardReviewRequest = { reviewId, rating };
      return api.post<FlashcardReviewResponse>(
        `/api/flashcards/${encodeURIComponent(flashcardId)}/review`,
        body,
      );
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
