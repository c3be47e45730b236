import type { SessionResult } from '@shared/contracts/quiz';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryOptions } from '../../user/api/get-user';

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
