import { api } from '@client/lib/api-client';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import type { SectionSlug } from '@shared/content/schemas';
import type { StoryListResponse } from '@shared/contracts/stories';
import type { StateCode } from '@shared/domain/states';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';

export const storyListKeyRoot = ['stories', 'list'] as const;

/** A section's stories and tips (titles and teasers; premium ones `locked` for free learners). */
export const storyListQueryOptions = (
  section: SectionSlug,
  stateCode: StateCode | null,
  isPremium: boolean,
) =>
  queryOptions({
    queryKey: [...storyListKeyRoot, section, stateCode, isPremium ? 'premium' : 'free'],
    queryFn: () => {
      const params = new URLSearchParams({ section });
      if (stateCode) params.set('stateCode', stateCode);
      return api.get<StoryListResponse>(`/api/stories?${params}`);
    },
  });

export function useStoryList(section: SectionSlug, stateCode: StateCode | null) {
  return useQuery(storyListQueryOptions(section, stateCode, useIsPremium()));
}

export function useStoryLists(sections: readonly SectionSlug[], stateCode: StateCode | null) {
  const isPremium = useIsPremium();
  return useQueries({ queries: sections.map((s) => storyListQueryOptions(s, stateCode, isPremium)) });
}
