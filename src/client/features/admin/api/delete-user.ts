import { api } from '@client/lib/api-client';
import type { MessageResponse } from '@shared/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateUsers } from './invalidate';

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete<MessageResponse>(`/api/admin/user/${encodeURIComponent(userId)}`),
    onSuccess: () => invalidateUsers(qc),
  });
}
