import { ApiError, api } from '@client/lib/api-client';
import { loadSavedFlashcards } from '@client/lib/offline/pack';
import type { FlashcardsResponse, ReferenceCategory } from '@shared/contracts/reference';
import { shuffle } from '@shared/lib/shuffle';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type FlashcardDeck = ReferenceCategory | 'all';

/**
 * A deck of flashcards, shuffled by the server. `gcTime: 0` drops the deck once the screen is left,
 * so every visit gets a fresh order (the default cache would keep the first order forever).
 */
export const flashcardsQueryOptions = (deck: FlashcardDeck) =>
  queryOptions({
    queryKey: ['reference', 'flashcards', deck],
    queryFn: async () => {
      try {
        return await api.get<FlashcardsResponse>(
          deck === 'all' ? '/api/flashcards' : `/api/flashcards?category=${encodeURIComponent(deck)}`,
        );
      } catch (err) {
        // Offline: the deck saved on this device with the study pack, in a new order.
        if (err instanceof ApiError) throw err;
        const saved = (await loadSavedFlashcards()).filter((c) => deck === 'all' || c.category === deck);
        if (saved.length === 0) throw err;
        return shuffle(saved);
      }
    },
    gcTime: 0,
  });

export function useFlashcards(deck: FlashcardDeck) {
  return useQuery(flashcardsQueryOptions(deck));
}
