import { api } from '@client/lib/api-client';
import type { ImportResponse } from '@shared/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateQuestions } from './invalidate';

export function useImportCsv() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (csvContent: string) => api.post<ImportResponse>('/api/admin/import-csv', { csvContent }),
    onSuccess: () => invalidateQuestions(qc),
  });
}
