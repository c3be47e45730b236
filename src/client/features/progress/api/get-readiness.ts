import { useUser } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import { progressKeyRoot } from '@client/lib/learner-queries';
import type { ReadinessResponse } from '@shared/contracts/progress';
import type { StateCode } from '@shared/domain/states';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Predicted score on the state's exam, with its band, against the state's passing percentage. */
export const readinessQueryOptions = (userId: string | null, stateCode: StateCode) =>
  queryOptions({
    queryKey: [...progressKeyRoot, 'readiness', userId, stateCode],
    queryFn: () =>
      api.get<ReadinessResponse>(`/api/user/readiness?stateCode=${encodeURIComponent(stateCode)}`),
    enabled: userId !== null,
  });

export function useReadiness(stateCode: StateCode) {
  const { data: user } = useUser();
  return useQuery(readinessQueryOptions(user?.id ?? null, stateCode));
}
