import { afterFirstScreen } from '@client/lib/after-first-screen';
import { api } from '@client/lib/api-client';
import { deviceTimeZone } from '@client/lib/time-zone';
import type { UserResponse } from '@shared/contracts/user';
import {
  queryOptions,
  type UseQueryResult,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createContext, createElement, type ReactNode, useContext } from 'react';

/**
 * The signed-in learner, or null for a visitor with no session yet: one request, which answers 200
 * with null for a visitor (a first visit logs no failed request) and renews the session's cookie as
 * better-auth's get-session does.
 */
const fetchUser = () => api.get<UserResponse | null>('/api/me');

export const userQueryOptions = () => queryOptions({ queryKey: ['user'], queryFn: fetchUser });

type UserResult = UseQueryResult<UserResponse | null>;
const UserContext = createContext<UserResult | null>(null);

/**
 * One subscription to the learner for the whole app (main.tsx, the prerendered screens): `useUser`
 * reads it. Some twenty components ask for the learner on a first screen; each `useQuery` of its own
 * was an observer made, subscribed and set up on the first render (~75 ms of the dashboard's at
 * Lighthouse's 4x slowdown, with the other query hooks).
 */
export function UserProvider({ children }: { children: ReactNode }) {
  const user = useQuery(userQueryOptions());
  return createElement(UserContext.Provider, { value: user }, children);
}

export function useUser(): UserResult {
  const shared = useContext(UserContext);
  // Without a UserProvider above (a component test's own tree), a subscription of its own. Whether
  // there is one does not change during a tree's life, so the hooks called stay the same.
  // biome-ignore lint/correctness/useHookAtTopLevel: the branch is fixed for the life of the tree
  return shared ?? useQuery(userQueryOptions());
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
