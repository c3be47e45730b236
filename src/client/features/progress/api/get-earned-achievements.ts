import { useUser } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import { progressKeyRoot } from '@client/lib/learner-queries';
import type { EarnedAchievement } from '@shared/contracts/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The achievements this learner has earned, newest first. */
export const earnedAchievementsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...progressKeyRoot, 'achievements', userId],
    queryFn: () => api.get<EarnedAchievement[]>('/api/user/achievements'),
    enabled: userId !== null,
  });

export function useEarnedAchievements() {
  const { data: user } = useUser();
  return useQuery(earnedAchievementsQueryOptions(user?.id ?? null));
}
