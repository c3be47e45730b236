import type { FeedbackRequest, FeedbackResponse } from '@shared/contracts/feedback';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackRequest) => api.post<FeedbackResponse>('/api/feedback', body),
  });
}
