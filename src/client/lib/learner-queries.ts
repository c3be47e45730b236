import { userQueryOptions } from '@client/lib/api/get-user';
import type { QueryClient } from '@tanstack/react-query';

/** The root of every query key that holds the learner's progress (summary, readiness, achievements). */
export const progressKeyRoot = ['progress'] as const;

/** After the learner did something that counts (an answer, a finished round, a review). */
export function invalidateLearnerProgress(qc: QueryClient, { progress = true } = {}) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
    progress ? qc.invalidateQueries({ queryKey: progressKeyRoot }) : null,
  ]);
}
