import { toast } from '@client/components/ui/use-toast';
import { userQueryOptions } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import type {
  FlashcardRating,
  FlashcardReviewRequest,
  FlashcardReviewResponse,
} from '@shared/contracts/reference';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type ReviewFlashcardInput = { flashcardId: string; rating: FlashcardRating };

/**
 * Rates a card: the server moves this learner's FSRS schedule for it on and counts the review. The
 * review id is made here once per rating, so a retried request is stored once.
 */
export function useReviewFlashcard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ flashcardId, rating }: ReviewFlashcardInput) => {
      const body: FlashcardReviewRequest = { reviewId: crypto.randomUUID(), rating };
      return api.post<FlashcardReviewResponse>(
        `/api/flashcards/${encodeURIComponent(flashcardId)}/review`,
        body,
      );
    },
    onSuccess: (res) => {
      if (res.newAchievements.length === 0) return;
      void qc.invalidateQueries({ queryKey: userQueryOptions().queryKey });
      void qc.invalidateQueries({ queryKey: ['progress'] });
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
