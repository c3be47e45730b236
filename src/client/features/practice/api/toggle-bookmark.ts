import { bookmarksKeyRoot } from '@client/features/practice/api/get-bookmarks';
import { useUser } from '@client/lib/api/get-user';
import { ApiError, api } from '@client/lib/api-client';
import { progressKeyRoot } from '@client/lib/learner-queries';
import { mustQueue, queueBookmark } from '@client/lib/offline/bookmarks';
import type { BookmarkResult, BookmarkType } from '@shared/contracts/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type Change = { itemType: BookmarkType; itemId: string; on: boolean };

/**
 * Sets or removes a bookmark: online straight to the server; offline (or with changes still queued,
 * or when the request cannot reach the server) into the outbox, kept on this device until it syncs.
 */
export function useToggleBookmark() {
  const qc = useQueryClient();
  const { data: user } = useUser();
  return useMutation({
    mutationFn: async ({ itemType, itemId, on }: Change): Promise<BookmarkResult> => {
      const queue = async () => {
        if (!user) throw new Error('No learner yet: the bookmark cannot be kept.');
        await queueBookmark(user.id, itemType, itemId, on);
        return { itemType, itemId, bookmarked: on };
      };
      if (await mustQueue()) return queue();
      const url = `/api/bookmarks/${itemType}/${encodeURIComponent(itemId)}`;
      try {
        return await (on ? api.put<BookmarkResult>(url, {}) : api.delete<BookmarkResult>(url));
      } catch (err) {
        if (err instanceof ApiError) throw err;
        return queue();
      }
    },
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: bookmarksKeyRoot }),
        qc.invalidateQueries({ queryKey: [...progressKeyRoot, 'practice-summary'] }),
      ]),
  });
}
