import { useUser } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import { progressKeyRoot } from '@client/lib/learner-queries';
import type { PracticeSummary } from '@shared/contracts/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The mistakes deck and bookmark counts; under the progress key, so an answer refreshes it. */
export const practiceSummaryQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...progressKeyRoot, 'practice-summary', userId],
    queryFn: () => api.get<PracticeSummary>('/api/practice/summary'),
    enabled: userId !== null,
  });

export function usePracticeSummary() {
  const { data: user } = useUser();
  return useQuery(practiceSummaryQueryOptions(user?.id ?? null));
}
