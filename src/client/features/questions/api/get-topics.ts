import { api } from '@client/lib/api-client';
import type { TopicsResponse } from '@shared/contracts/questions';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The topics of the Questions Database (the same for everyone). */
export const topicsQueryOptions = () =>
  queryOptions({ queryKey: ['topics'], queryFn: () => api.get<TopicsResponse>('/api/topics') });

export function useTopics() {
  return useQuery(topicsQueryOptions());
}
