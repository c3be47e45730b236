import { progressQueryOptions } from '@client/features/progress/api/get-progress';
import { startRoundEarly } from '@client/features/quiz/api/start-quiz';
import { glossaryQueryOptions } from '@client/features/reference/api/get-glossary';
import { appConfigQueryOptions } from '@client/lib/api/get-app-config';
import { statesQueryOptions } from '@client/lib/api/get-states';
import { userQueryOptions } from '@client/lib/api/get-user';
import { readLocalState } from '@client/lib/hooks/use-selected-state';
import { isOnline } from '@client/lib/offline/online';
import { isPremiumMode, parseQuizMode } from '@shared/domain/modes';
import { DEFAULT_STATE } from '@shared/domain/states';
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

/**
 * /quiz: the round itself, as soon as the learner is known (the screen would ask for it only after its
 * code arrived and rendered), for the mode, state and topic the screen will ask for; the screen takes
 * its run id. Not for a visitor, offline (the screen studies from the device), the Exam Simulator (its
 * own screen), nor a premium mode for a learner who is not premium: that round spends the shared
 * preview, which only the screen may decide to do. Nor a move to the quiz address already on show: its
 * screen stays as it is, and a round started for it would never be used.
 */
export function prefetchQuiz(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
  from: { pathname: string; search: string } | null,
) {
  if (from && from.pathname === location.pathname && from.search === location.search) return null;
  const params = new URLSearchParams(location.search);
  const mode = parseQuizMode(params.get('mode'));
  if (mode === 'mock_exam' || !isOnline()) return null;
  const topic = mode === 'weak_areas' ? params.get('topic') : null;
  quietly(
    queryClient.ensureQueryData(userQueryOptions()).then((user) => {
      if (!user || (isPremiumMode(mode) && !user.isPremium)) return;
      // The screen's state: the premium learner's saved one, else this device's, else the default.
      const stateCode = (user.isPremium && user.selectedState) || readLocalState() || DEFAULT_STATE;
      return startRoundEarly(queryClient, mode, stateCode, topic);
    }),
  );
  return null;
}
