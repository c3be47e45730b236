import { api } from '@client/lib/api-client';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import type { StudyOverviewResponse } from '@shared/contracts/stories';
import type { StateCode } from '@shared/domain/states';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const studyOverviewKeyRoot = ['study', 'overview'] as const;

/** The key carries the learner's tier too: the answer differs for premium learners (locked sections). */
export const studyOverviewQueryOptions = (stateCode: StateCode | null, isPremium: boolean) =>
  queryOptions({
    queryKey: [...studyOverviewKeyRoot, stateCode, isPremium ? 'premium' : 'free'],
    queryFn: () =>
      api.get<StudyOverviewResponse>(
        `/api/study/overview${stateCode ? `?stateCode=${encodeURIComponent(stateCode)}` : ''}`,
      ),
  });

export function useStudyOverview(stateCode: StateCode | null) {
  return useQuery(studyOverviewQueryOptions(stateCode, useIsPremium()));
}
