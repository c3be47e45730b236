import { api } from '@client/lib/api-client';
import type { LoadBulkSetsResponse } from '@shared/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateQuestions } from './invalidate';

export function useLoadBulkSets() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<LoadBulkSetsResponse>('/api/admin/load-bulk-sets'),
    onSuccess: () => invalidateQuestions(qc),
  });
}
