import { api } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type SignUpInput = { firstName: string; lastName: string; email: string; password: string };
export type SignInInput = { email: string; password: string };

/** Sign-up, sign-in and sign-out go to better-auth; afterwards every cached query is dropped and refetched. */
export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await api.post('/api/auth/sign-up/email', {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`.trim(),
      });
      await api.patch('/api/user/profile', {
        firstName: input.firstName,
        lastName: input.lastName,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
    },
    onSuccess: () => qc.resetQueries(),
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
      // Loaded on demand: the offline pack's code stays off the first screen's bundle.
      void import('@client/lib/offline/pack').then(({ clearOfflineData }) => clearOfflineData());
    },
  });
}
