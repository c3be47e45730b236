import { useUser } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import { progressKeyRoot } from '@client/lib/learner-queries';
import type { FlashcardsToday } from '@shared/contracts/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const flashcardsTodayQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...progressKeyRoot, 'flashcards-today', userId],
    queryFn: () => api.get<FlashcardsToday>('/api/practice/flashcards-today'),
    enabled: userId !== null,
  });

export function useFlashcardsToday() {
  const { data: user } = useUser();
  return useQuery(flashcardsTodayQueryOptions(user?.id ?? null));
}
