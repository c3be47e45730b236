import { api } from '@client/lib/api-client';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import type { StoryResponse } from '@shared/contracts/stories';
import type { StateCode } from '@shared/domain/states';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const storyKeyRoot = ['stories', 'detail'] as const;
export const storyKeyOf = (storyId: string) => [...storyKeyRoot, storyId] as const;

/** One story, personalised for the state (403 PREMIUM_REQUIRED for a free learner on a premium story). */
export const storyQueryOptions = (storyId: string, stateCode: StateCode | null, isPremium: boolean) =>
  queryOptions({
    queryKey: [...storyKeyOf(storyId), stateCode, isPremium ? 'premium' : 'free'],
    queryFn: () =>
      api.get<StoryResponse>(
        `/api/stories/${encodeURIComponent(storyId)}${stateCode ? `?stateCode=${encodeURIComponent(stateCode)}` : ''}`,
      ),
  });

export function useStory(storyId: string | null, stateCode: StateCode | null) {
  const isPremium = useIsPremium();
  return useQuery({ ...storyQueryOptions(storyId ?? '', stateCode, isPremium), enabled: Boolean(storyId) });
}
