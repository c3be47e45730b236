import { toast } from '@client/components/ui/use-toast';
import { userQueryOptions } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import type { StoryReadRequest, StoryReadResponse, StoryResponse } from '@shared/contracts/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storyListKeyRoot } from './get-stories';
import { storyKeyOf } from './get-story';
import { studyOverviewKeyRoot } from './get-study-overview';

/**
 * Records that the learner read a story to its end, with the seconds it was on screen (the server
 * counts it only after enough time for its length; the guided track and achievements use it).
 */
export function useMarkStoryRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ storyId, secondsOnPage }: { storyId: string } & StoryReadRequest) =>
      api.post<StoryReadResponse>(`/api/stories/${encodeURIComponent(storyId)}/read`, {
        secondsOnPage,
      } satisfies StoryReadRequest),
    onSuccess: (res) => {
      qc.setQueriesData<StoryResponse>({ queryKey: storyKeyOf(res.storyId) }, (old) =>
        old ? { ...old, read: true } : old,
      );
      void qc.invalidateQueries({ queryKey: storyListKeyRoot });
      void qc.invalidateQueries({ queryKey: studyOverviewKeyRoot });
      if (res.newAchievements.length > 0) {
        void qc.invalidateQueries({ queryKey: userQueryOptions().queryKey });
        for (const a of res.newAchievements)
          toast({ title: 'Achievement unlocked!', description: `${a.name}: ${a.description}` });
      }
    },
  });
}
