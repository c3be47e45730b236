import { userQueryOptions } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import type { SelectStateRequest } from '@shared/contracts/user';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Saves a premium learner's state on the server, then reloads the learner. A plain call rather than a
 * mutation hook: `useSelectedState` runs in many components of a first screen, and each `useMutation`
 * was an observer made on the first render.
 */
export function saveSelectedState(qc: QueryClient, body: SelectStateRequest): Promise<void> {
  return api.post('/api/user/state', body).then(
    () => qc.invalidateQueries({ queryKey: userQueryOptions().queryKey }),
    // The spec: a failed save is only logged; the local choice stays.
    (err) => console.error('Could not save the selected state on the server', err),
  );
}
