import { afterFirstScreen } from '@client/lib/after-first-screen';
import { api } from '@client/lib/api-client';
import { deviceTimeZone } from '@client/lib/time-zone';
import type { UserResponse } from '@shared/contracts/user';
import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The signed-in learner, or null for a visitor with no session yet: one request, which answers 200
 * with null for a visitor (a first visit logs no failed request) and renews the session's cookie as
 * better-auth's get-session does.
 */
const fetchUser = () => api.get<UserResponse | null>('/api/me');

export const userQueryOptions = () => queryOptions({ queryKey: ['user'], queryFn: fetchUser });

export function useUser() {
  return useQuery(userQueryOptions());
}

const guestMutationKey = ['guest'] as const;

/**
 * A visitor becomes a guest on first use (an anonymous account), so they can study at once;
 * signing up later keeps their progress.
 */
export function useCreateGuest() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: guestMutationKey,
    mutationFn: () => api.post('/api/auth/sign-in/anonymous'),
    onSuccess: () => {
      // Streak days count in the learner's own time zone, read in a worker once the first screen is
      // idle (reading it loads the browser's time-zone data, a long task on the page).
      void afterFirstScreen()
        .then(deviceTimeZone)
        .then((timeZone) => api.patch('/api/user/profile', { timeZone }))
        .catch((err) => console.warn('[guest] time zone not saved', err));
      return qc.invalidateQueries({ queryKey: userQueryOptions().queryKey });
    },
    onError: (err) => console.error('Could not start a guest session', err),
  });
}

/** Whether starting a guest session failed (then a visitor stays one: nothing is on its way). */
export function useGuestFailed() {
  return useMutationState({ filters: { mutationKey: guestMutationKey, status: 'error' } }).length > 0;
}
