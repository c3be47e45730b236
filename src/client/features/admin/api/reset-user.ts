import { api } from '@client/lib/api-client';
import type { MessageResponse } from '@shared/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateUsers } from './invalidate';

export function useResetUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.post<MessageResponse>(`/api/admin/reset-user/${encodeURIComponent(userId)}`),
    onSuccess: () => invalidateUsers(qc),
  });
}
