import { api } from '@client/lib/api-client';
import type { AdminFeedbackResponse } from '@shared/contracts/feedback';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const adminFeedbackKeyRoot = ['admin', 'feedback'] as const;

export const adminFeedbackQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminFeedbackKeyRoot, page],
    queryFn: () => api.get<AdminFeedbackResponse>(`/api/admin/feedback?page=${page}`),
    placeholderData: keepPreviousData,
  });

export const useAdminFeedback = (page: number) => useQuery(adminFeedbackQueryOptions(page));
