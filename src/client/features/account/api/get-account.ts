import { api } from '@client/lib/api-client';
import type { AccountResponse } from '@shared/contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const accountQueryOptions = () =>
  queryOptions({ queryKey: ['account'], queryFn: () => api.get<AccountResponse>('/api/account') });

/** Waits for the learner's record (a first visit makes a guest) before asking. */
export function useAccount(enabled: boolean) {
  return useQuery({ ...accountQueryOptions(), enabled });
}
