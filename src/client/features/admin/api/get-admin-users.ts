import { api } from '@client/lib/api-client';
import { ADMIN_PAGE_SIZE, type AdminUsersResponse } from '@shared/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const adminUsersKeyRoot = ['admin', 'users'] as const;

export const adminUsersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminUsersKeyRoot, page],
    queryFn: () => api.get<AdminUsersResponse>(`/api/admin/users?page=${page}&limit=${ADMIN_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (page: number) => useQuery(adminUsersQueryOptions(page));
