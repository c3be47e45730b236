import { api } from '@client/lib/api-client';
import type { AdminQuestionResponse, QuestionEditRequest } from '@shared/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateQuestions } from './invalidate';

export function useEditQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: QuestionEditRequest & { id: string }) =>
      api.put<AdminQuestionResponse>(`/api/admin/questions/${encodeURIComponent(id)}`, body),
    onSuccess: () => invalidateQuestions(qc),
  });
}
