import { api } from '@client/lib/api-client';
import type { AchievementsResponse } from '@shared/contracts/progress';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every achievement there is to earn (the same for everyone, so no learner in the key). */
export const achievementsQueryOptions = () =>
  queryOptions({
    queryKey: ['achievements'],
    queryFn: () => api.get<AchievementsResponse>('/api/achievements'),
  });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
