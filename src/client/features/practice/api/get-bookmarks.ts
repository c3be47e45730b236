import { useUser } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import { readBookmarks } from '@client/lib/offline/bookmarks';
import type { BookmarksResponse } from '@shared/contracts/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const bookmarksKeyRoot = ['bookmarks'] as const;

/** The learner's bookmarked question and flashcard ids (offline: this device's copy, changes included). */
export const bookmarksQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...bookmarksKeyRoot, userId],
    queryFn: () => readBookmarks(userId!, () => api.get<BookmarksResponse>('/api/bookmarks')),
    enabled: userId !== null,
  });

export function useBookmarks() {
  const { data: user } = useUser();
  return useQuery(bookmarksQueryOptions(user?.id ?? null));
}
