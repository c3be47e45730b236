import { api } from '@client/lib/api-client';
import type { ItemStatsResponse } from '@shared/contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const itemStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['analytics', 'items'],
    queryFn: () => api.get<ItemStatsResponse>('/api/analytics/items'),
  });

export const useItemStats = () => useQuery(itemStatsQueryOptions());
