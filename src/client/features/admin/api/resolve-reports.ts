import { api } from '@client/lib/api-client';
import type { ResolveReportsRequest, ResolveReportsResponse } from '@shared/contracts/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateQuestions } from './invalidate';

export function useResolveReports() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: string; body: ResolveReportsRequest }) =>
      api.post<ResolveReportsResponse>(`/api/admin/reports/${encodeURIComponent(questionId)}/resolve`, body),
    onSuccess: () => invalidateQuestions(qc),
  });
}
