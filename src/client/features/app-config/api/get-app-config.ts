import type { AppConfigResponse } from '@shared/contracts/app-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: () => api.get<AppConfigResponse>('/api/config') });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
