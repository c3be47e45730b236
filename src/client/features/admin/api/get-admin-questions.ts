import { api } from '@client/lib/api-client';
import { ADMIN_PAGE_SIZE, ADMIN_SHOW_ALL_SIZE, type AdminQuestionsResponse } from '@shared/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type AdminQuestionsParams = { page: number; topicId: number | null; showAll: boolean };

/** Every page of the question list shares this prefix (mutations invalidate by it). */
export const adminQuestionsKeyRoot = ['admin', 'questions'] as const;

/** Spec section 7: page, limit (20; 100 when showAll=true), topicId only when set, showAll. */
export const adminQuestionsQueryOptions = ({ page, topicId, showAll }: AdminQuestionsParams) =>
  queryOptions({
    queryKey: [...adminQuestionsKeyRoot, { page, topicId, showAll }],
    queryFn: () => {
      const q = new URLSearchParams({
        page: String(page),
        limit: String(showAll ? ADMIN_SHOW_ALL_SIZE : ADMIN_PAGE_SIZE),
        ...(topicId !== null ? { topicId: String(topicId) } : {}),
        showAll: String(showAll),
      });
      return api.get<AdminQuestionsResponse>(`/api/admin/questions?${q}`);
    },
    placeholderData: keepPreviousData,
  });

export const useAdminQuestions = (params: AdminQuestionsParams) =>
  useQuery(adminQuestionsQueryOptions(params));
