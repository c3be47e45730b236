import { api } from '@client/lib/api-client';
import type { AppConfigResponse } from '@shared/contracts/app-config';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: () => api.get<AppConfigResponse>('/api/config') });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
