import { useUser } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import { progressKeyRoot } from '@client/lib/learner-queries';
import type { PlanRequest, PlanResponse } from '@shared/contracts/practice';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The exam-date plan and today's share of it; under the progress key, so an answer refreshes it. */
export const planQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...progressKeyRoot, 'plan', userId],
    queryFn: () => api.get<PlanResponse>('/api/plan'),
    enabled: userId !== null,
  });

export function usePlan() {
  const { data: user } = useUser();
  return useQuery(planQueryOptions(user?.id ?? null));
}

/** Sets (a request) or clears (null) the exam date. */
export function useSavePlan() {
  const qc = useQueryClient();
  const { data: user } = useUser();
  return useMutation({
    mutationFn: (req: PlanRequest | null) =>
      req ? api.put<PlanResponse>('/api/plan', req) : api.delete<PlanResponse>('/api/plan'),
    onSuccess: (data) => qc.setQueryData(planQueryOptions(user?.id ?? null).queryKey, data),
  });
}
