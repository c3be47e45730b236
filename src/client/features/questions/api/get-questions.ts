import { api } from '@client/lib/api-client';
import { QUESTIONS_PAGE_SIZE, type QuestionsResponse } from '@shared/contracts/questions';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export type QuestionFilters = { state: string | null; topic: string | null; search: string };

function urlFor(f: QuestionFilters, page: number) {
  const params = new URLSearchParams({ state: f.state ?? 'null', page: String(page) });
  params.set('pageSize', String(QUESTIONS_PAGE_SIZE));
  // The filter's "all" sends no topic (spec section 5).
  if (f.topic) params.set('topic', f.topic);
  if (f.search.trim()) params.set('search', f.search.trim());
  return `/api/questions/state?${params}`;
}

/** The Questions Database, page by page: searched and filtered on the server. */
export const questionsQueryOptions = (f: QuestionFilters) =>
  infiniteQueryOptions({
    queryKey: ['questions-db', f.state, f.topic, f.search.trim()],
    queryFn: ({ pageParam }) => api.get<QuestionsResponse>(urlFor(f, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export function useQuestions(f: QuestionFilters, enabled: boolean) {
  return useInfiniteQuery({ ...questionsQueryOptions(f), enabled });
}
