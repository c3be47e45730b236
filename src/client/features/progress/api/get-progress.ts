import { useUser } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import { progressKeyRoot } from '@client/lib/learner-queries';
import type { ProgressResponse } from '@shared/contracts/progress';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Answers and accuracy per area, and the days (YYYY-MM-DD, newest first) with at least one answer. */
export const progressQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...progressKeyRoot, 'summary', userId],
    queryFn: () => api.get<ProgressResponse>('/api/user/progress'),
    enabled: userId !== null,
  });

export function useProgress() {
  const { data: user } = useUser();
  return useQuery(progressQueryOptions(user?.id ?? null));
}
