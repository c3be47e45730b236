import { bookmarksKeyRoot } from '@client/features/practice/api/get-bookmarks';
import { api } from '@client/lib/api-client';
import { progressKeyRoot } from '@client/lib/learner-queries';
import type { BookmarkResult, BookmarkType } from '@shared/contracts/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useToggleBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ itemType, itemId, on }: { itemType: BookmarkType; itemId: string; on: boolean }) =>
      on
        ? api.put<BookmarkResult>(`/api/bookmarks/${itemType}/${encodeURIComponent(itemId)}`, {})
        : api.delete<BookmarkResult>(`/api/bookmarks/${itemType}/${encodeURIComponent(itemId)}`),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: bookmarksKeyRoot }),
        qc.invalidateQueries({ queryKey: [...progressKeyRoot, 'practice-summary'] }),
      ]),
  });
}
