import { api } from '@client/lib/api-client';
import type { QuestionCountResponse } from '@shared/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const questionCountQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'question-count'],
    queryFn: () => api.get<QuestionCountResponse>('/api/admin/question-count'),
  });

export const useQuestionCount = () => useQuery(questionCountQueryOptions());
