import { api } from '@client/lib/api-client';
import type { ReportsResponse } from '@shared/contracts/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const reportsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'reports'],
    queryFn: () => api.get<ReportsResponse>('/api/admin/reports'),
  });

export const useReports = () => useQuery(reportsQueryOptions());
