import { ApiError, api } from '@client/lib/api-client';
import type { StateSupplementResponse } from '@shared/contracts/states';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** A state's supplement, or null when the state has none yet (the server answers 404). */
export const supplementQueryOptions = (stateCode: string) =>
  queryOptions({
    queryKey: ['states', 'supplement', stateCode],
    queryFn: async () => {
      try {
        return await api.get<StateSupplementResponse>(`/api/states/${stateCode}/supplement`);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });

export function useSupplement(stateCode: string | null) {
  return useQuery({ ...supplementQueryOptions(stateCode ?? ''), enabled: Boolean(stateCode) });
}
