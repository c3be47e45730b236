import { api } from '@client/lib/api-client';
import type { AdminQuestionResponse } from '@shared/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateQuestions } from './invalidate';

export function useRetireQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<AdminQuestionResponse>(`/api/admin/questions/${encodeURIComponent(id)}/retire`, { reason }),
    onSuccess: () => invalidateQuestions(qc),
  });
}
