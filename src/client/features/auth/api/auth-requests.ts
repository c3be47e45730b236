import { userQueryOptions } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import { storage } from '@client/lib/storage';
import { storageKeys } from '@shared/domain/storage-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type SignUpInput = { firstName: string; lastName: string; email: string; password: string };
export type SignInInput = { email: string; password: string };

/**
 * Sign-up answers the same for every address and signs nobody in: a new address gets a link that
 * confirms it and signs in (landing on `next` afterwards), a taken one a note to its owner. The names
 * and time zone go on the current guest's profile, which moves to the account when it signs in.
 */
export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput & { next: string }) => {
      await api.post('/api/auth/sign-up/email', {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`.trim(),
        callbackURL: input.next,
      });
      // A visitor with no guest session yet has no profile to write to: the account's name serves.
      if (qc.getQueryData(userQueryOptions().queryKey))
        await api.patch('/api/user/profile', {
          firstName: input.firstName,
          lastName: input.lastName,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        });
    },
  });
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api.post('/api/auth/sign-in/email', input),
    onSuccess: () => qc.resetQueries(),
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out'),
    onSuccess: () => {
      qc.clear();
      storage.set(storageKeys.signedOut, 'true');
      // Loaded on demand: the offline pack's code stays off the first screen's bundle.
      void import('@client/lib/offline/pack').then(({ clearOfflineData }) => clearOfflineData());
    },
  });
}
