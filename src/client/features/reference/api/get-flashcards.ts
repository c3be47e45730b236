import { api } from '@client/lib/api-client';
import type { FlashcardsResponse, ReferenceCategory } from '@shared/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type FlashcardDeck = ReferenceCategory | 'all';

/**
 * A deck of flashcards, shuffled by the server. `gcTime: 0` drops the deck once the screen is left,
 * so every visit gets a fresh order (the default cache would keep the first order forever).
 */
export const flashcardsQueryOptions = (deck: FlashcardDeck) =>
  queryOptions({
    queryKey: ['reference', 'flashcards', deck],
    queryFn: () =>
      api.get<FlashcardsResponse>(
        deck === 'all' ? '/api/flashcards' : `/api/flashcards?category=${encodeURIComponent(deck)}`,
      ),
    gcTime: 0,
  });

export function useFlashcards(deck: FlashcardDeck) {
  return useQuery(flashcardsQueryOptions(deck));
}
