import { api } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Marks the welcome step of the guided track done. A failure is only logged: the learner goes on. */
export function useCompleteOnboarding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/user/onboarding-complete'),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['progress'] }),
    onError: (err) => console.error('Database update unavailable, completing locally', err),
  });
}
