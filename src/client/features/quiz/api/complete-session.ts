import { userQueryOptions } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import type { SessionResult } from '@shared/contracts/quiz';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useCompleteSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api.post<SessionResult>(`/api/quiz/sessions/${sessionId}/complete`),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: userQueryOptions().queryKey });
      qc.invalidateQueries({ queryKey: ['progress'] });
    },
  });
}
