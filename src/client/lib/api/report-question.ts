import { api } from '@client/lib/api-client';
import type { ReportQuestionRequest, ReportQuestionResponse } from '@shared/contracts/reports';
import { useMutation } from '@tanstack/react-query';

/** A learner reports a question (once per question; the server refuses a second with 409). */
export function useReportQuestion() {
  return useMutation({
    mutationFn: ({ questionId, ...body }: ReportQuestionRequest & { questionId: string }) =>
      api.post<ReportQuestionResponse>(`/api/questions/${encodeURIComponent(questionId)}/report`, body),
  });
}
