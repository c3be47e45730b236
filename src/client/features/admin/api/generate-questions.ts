import { api } from '@client/lib/api-client';
import type { GenerateQuestionsRequest, GenerateQuestionsResponse } from '@shared/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateQuestions } from './invalidate';

export function useGenerateQuestions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateQuestionsRequest) =>
      api.post<GenerateQuestionsResponse>('/api/admin/generate-questions', body),
    onSuccess: () => invalidateQuestions(qc),
  });
}
