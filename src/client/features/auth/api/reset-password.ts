import { api } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Sets a new password with the emailed token; every session of the account ends. */
export function useResetPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      api.post('/api/auth/reset-password', input),
    onSuccess: () => qc.resetQueries(),
  });
}
