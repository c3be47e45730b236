import { api } from '@client/lib/api-client';
import { invalidateLearnerProgress } from '@client/lib/learner-queries';
import type { SessionResult } from '@shared/contracts/quiz';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useCompleteSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.post<SessionResult>(`/api/quiz/sessions/${sessionId}/complete`),
    onSuccess: () => void invalidateLearnerProgress(qc),
  });
}
