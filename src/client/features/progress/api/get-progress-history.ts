import { useUser } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import { progressKeyRoot } from '@client/lib/learner-queries';
import type { ProgressHistoryResponse } from '@shared/contracts/insights';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Progress over time for the charts (answers refresh it through the progress key). */
export const progressHistoryQueryOptions = (userId: string | null, stateCode: string) =>
  queryOptions({
    queryKey: [...progressKeyRoot, 'history', userId, stateCode],
    queryFn: () => api.get<ProgressHistoryResponse>(`/api/user/progress/history?stateCode=${stateCode}`),
    enabled: userId !== null,
  });

export function useProgressHistory(stateCode: string) {
  const { data: user } = useUser();
  return useQuery(progressHistoryQueryOptions(user?.id ?? null, stateCode));
}
