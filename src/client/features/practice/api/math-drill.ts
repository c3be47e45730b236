import { api } from '@client/lib/api-client';
import type { MathAnswerRequest, MathAnswerResponse, MathDrillResponse } from '@shared/contracts/practice';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

/** A new drill per visit (the run id), dropped once the screen is left. */
export const mathDrillQueryOptions = (runId: string, count: number) =>
  queryOptions({
    queryKey: ['math-drill', runId, count],
    queryFn: () => api.get<MathDrillResponse>(`/api/practice/math/drill?count=${count}`),
    gcTime: 0,
  });

/**
 * Asks only for a learner who may drill (Premium): a first visit opened at /math-drill has no session
 * yet, and a free learner sees the upgrade card instead.
 */
export function useMathDrill(runId: string, count: number, canDrill: boolean) {
  return useQuery({ ...mathDrillQueryOptions(runId, count), enabled: canDrill });
}

export function useAnswerMath() {
  return useMutation({
    mutationFn: (req: MathAnswerRequest) => api.post<MathAnswerResponse>('/api/practice/math/answer', req),
  });
}
