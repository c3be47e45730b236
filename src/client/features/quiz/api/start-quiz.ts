import { api } from '@client/lib/api-client';
import type { QuizMode, QuizSessionResponse } from '@shared/contracts/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Each visit is its own round: the run id makes a fresh session per visit. */
export const startQuizQueryOptions = (mode: QuizMode, stateCode: string, runId: string) =>
  queryOptions({
    queryKey: ['quiz', mode, stateCode, runId],
    queryFn: () => api.get<QuizSessionResponse>(`/api/quiz/questions?type=${mode}&stateCode=${stateCode}`),
    gcTime: 0,
  });

export function useStartQuiz(mode: QuizMode, stateCode: string, runId: string) {
  return useQuery(startQuizQueryOptions(mode, stateCode, runId));
}
