import { api } from '@client/lib/api-client';
import { useMutation } from '@tanstack/react-query';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }),
  });
}
