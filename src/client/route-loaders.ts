import { progressQueryOptions } from '@client/features/progress/api/get-progress';
import { glossaryQueryOptions } from '@client/features/reference/api/get-glossary';
import { appConfigQueryOptions } from '@client/lib/api/get-app-config';
import { statesQueryOptions } from '@client/lib/api/get-states';
import { userQueryOptions } from '@client/lib/api/get-user';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Route loaders: they put a screen's first requests into the query cache while the screen's code is
 * still loading, through the same queryOptions factories the screens read, so the screen finds its
 * data in flight (or there) instead of asking for it after its code arrived. They never hold the
 * navigation back (nothing is awaited) and never fail it: a failed request is the screen's to show,
 * as it would be without the loader.
 */
const quietly = (p: Promise<unknown>) => {
  p.catch(() => {});
};

/** Every screen: the session and the learner (the header, the guest check and most screens need them). */
export function prefetchLearner(queryClient: QueryClient) {
  quietly(queryClient.ensureQueryData(userQueryOptions()));
  return null;
}

/** /dashboard: the states list and, once the learner is known, their progress summary. */
export function prefetchDashboard(queryClient: QueryClient) {
  quietly(queryClient.ensureQueryData(statesQueryOptions()));
  quietly(
    queryClient.ensureQueryData(userQueryOptions()).then((user) => {
      if (user) return queryClient.ensureQueryData(progressQueryOptions(user.id));
    }),
  );
  return null;
}

/** /glossary: every term (the screen searches and pages them in the browser). */
export function prefetchGlossary(queryClient: QueryClient) {
  quietly(queryClient.ensureQueryData(glossaryQueryOptions()));
  return null;
}

/** The landing page: the counts it shows (questions, terms, stories, states). */
export function prefetchLanding(queryClient: QueryClient) {
  quietly(queryClient.ensureQueryData(appConfigQueryOptions()));
  return null;
}
