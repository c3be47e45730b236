import { api } from '@client/lib/api-client';
import type { ImportResponse } from '@shared/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateQuestions } from './invalidate';

export function useImportJson() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (jsonContent: string) => api.post<ImportResponse>('/api/admin/import-json', { jsonContent }),
    onSuccess: () => invalidateQuestions(qc),
  });
}
