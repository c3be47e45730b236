import { api } from '@client/lib/api-client';
import type { FeedbackRequest, FeedbackResponse } from '@shared/contracts/feedback';
import { useMutation } from '@tanstack/react-query';

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackRequest) => api.post<FeedbackResponse>('/api/feedback', body),
  });
}
