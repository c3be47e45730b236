import { api } from '@client/lib/api-client';
import type { CorrectionsResponse } from '@shared/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const correctionsQueryOptions = () =>
  queryOptions({
    queryKey: ['corrections'],
    queryFn: () => api.get<CorrectionsResponse>('/api/corrections'),
  });

export const useCorrections = () => useQuery(correctionsQueryOptions());
