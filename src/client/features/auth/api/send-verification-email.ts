import { api } from '@client/lib/api-client';
import { useMutation } from '@tanstack/react-query';

/** Sends the confirmation link again (the server limits how often, per address). */
export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post('/api/auth/send-verification-email', { email, callbackURL: '/dashboard' }),
  });
}
