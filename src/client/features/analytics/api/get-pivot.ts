import { api } from '@client/lib/api-client';
import type { PivotResponse } from '@shared/contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const pivotQueryOptions = () =>
  queryOptions({
    queryKey: ['analytics', 'pivot'],
    queryFn: () => api.get<PivotResponse>('/api/analytics/pivot'),
  });

export const usePivot = () => useQuery(pivotQueryOptions());
