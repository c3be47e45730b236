import { api } from '@client/lib/api-client';
import type { StatesResponse } from '@shared/contracts/states';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const statesQueryOptions = () =>
  queryOptions({ queryKey: ['states'], queryFn: () => api.get<StatesResponse>('/api/states') });

export function useStates() {
  return useQuery(statesQueryOptions());
}
