import { useUser } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import type { TrackResponse } from '@shared/contracts/progress';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type { TrackResponse } from '@shared/contracts/progress';
export type TrackStep = TrackResponse['steps'][number];

/** Per learner; waits until the learner (a guest at least) exists, so a first visit logs no 401. */
export const trackQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['progress', 'track', userId],
    queryFn: () => api.get<TrackResponse>('/api/track'),
    enabled: userId !== null,
  });

export function useTrack() {
  const { data: user } = useUser();
  return useQuery(trackQueryOptions(user?.id ?? null));
}
