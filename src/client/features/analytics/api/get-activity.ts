import { api } from '@client/lib/api-client';
import type { ActivityResponse } from '@shared/contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: ['analytics', 'activity'],
    queryFn: () => api.get<ActivityResponse>('/api/analytics/activity'),
  });

export const useActivity = () => useQuery(activityQueryOptions());
