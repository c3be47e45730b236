import { api } from '@client/lib/api-client';
import { useMutation } from '@tanstack/react-query';

/** better-auth's email change: the new address gets a link, and the change happens when it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      api.post('/api/auth/change-email', { newEmail, callbackURL: '/account' }),
  });
}
