import { api } from '@client/lib/api-client';
import type { DeleteAccountResponse } from '@shared/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.delete<DeleteAccountResponse>('/api/account', { password }),
    onSuccess: () => qc.clear(),
  });
}
