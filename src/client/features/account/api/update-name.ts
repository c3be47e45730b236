import { userQueryOptions } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import type { AccountResponse, UpdateNameRequest } from '@shared/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from './get-account';

export function useUpdateName() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNameRequest) => api.patch<AccountResponse>('/api/account/name', input),
    onSuccess: (account) => {
      qc.setQueryData(accountQueryOptions().queryKey, account);
      void qc.invalidateQueries({ queryKey: userQueryOptions().queryKey });
    },
  });
}
