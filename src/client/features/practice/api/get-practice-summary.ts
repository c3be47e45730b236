import { useUser } from '@client/lib/api/get-user';
import { ApiError, api } from '@client/lib/api-client';
import { progressKeyRoot } from '@client/lib/learner-queries';
import { isOnline } from '@client/lib/offline/online';
import type { PracticeSummary } from '@shared/contracts/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Offline: the counts from the study pack on this device (its mistakes deck and bookmarks). */
async function offlineSummary(userId: string, cause: unknown): Promise<PracticeSummary> {
  const { localSummary } = await import('@client/lib/offline/pack');
  const local = await localSummary(userId);
  if (!local) throw cause;
  return local;
}

/** The mistakes deck and bookmark counts; under the progress key, so an answer refreshes it. */
export const practiceSummaryQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...progressKeyRoot, 'practice-summary', userId],
    queryFn: async () => {
      if (!isOnline()) return offlineSummary(userId!, new Error('Offline: no study pack on this device.'));
      try {
        return await api.get<PracticeSummary>('/api/practice/summary');
      } catch (err) {
        if (err instanceof ApiError) throw err;
        return offlineSummary(userId!, err);
      }
    },
    enabled: userId !== null,
  });

export function usePracticeSummary() {
  const { data: user } = useUser();
  return useQuery(practiceSummaryQueryOptions(user?.id ?? null));
}
