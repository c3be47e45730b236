import { api } from '@client/lib/api-client';
import type { MessageResponse } from '@shared/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateUsers } from './invalidate';

export function useMassDeleteUsers() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('/api/admin/mass-delete-users', { deleteAll: true }),
    onSuccess: () => invalidateUsers(qc),
  });
}
