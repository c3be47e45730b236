import { api } from '@client/lib/api-client';
import type { QuizMode, QuizSessionResponse } from '@shared/contracts/quiz';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Each visit is its own round: the run id makes a fresh session per visit. */
export const startQuizQueryOptions = (
  mode: QuizMode,
  stateCode: string,
  runId: string,
  topic?: string | null,
  enabled = true,
) =>
  queryOptions({
    enabled,
    queryKey: ['quiz', mode, stateCode, topic ?? null, runId],
    queryFn: () =>
      api.get<QuizSessionResponse>(
        `/api/quiz/questions?type=${mode}&stateCode=${stateCode}${topic ? `&topic=${encodeURIComponent(topic)}` : ''}`,
      ),
    gcTime: 0,
  });

export function useStartQuiz(
  mode: QuizMode,
  stateCode: string,
  runId: string,
  topic?: string | null,
  enabled = true,
) {
  return useQuery(startQuizQueryOptions(mode, stateCode, runId, topic, enabled));
}
