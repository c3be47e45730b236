import { api } from '@client/lib/api-client';
import type { AuditResponse } from '@shared/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const auditKeyRoot = ['admin', 'audit'] as const;

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...auditKeyRoot, page],
    queryFn: () => api.get<AuditResponse>(`/api/admin/audit?page=${page}`),
    placeholderData: keepPreviousData,
  });

export const useAudit = (page: number) => useQuery(auditQueryOptions(page));
