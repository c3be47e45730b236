import { api } from '@client/lib/api-client';
import { useMutation } from '@tanstack/react-query';

/** better-auth's password change; the server always signs the other devices out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api.post('/api/auth/change-password', { ...input, revokeOtherSessions: true }),
  });
}
