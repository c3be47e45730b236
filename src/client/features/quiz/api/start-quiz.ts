import { api } from '@client/lib/api-client';
import type { QuizMode, QuizSessionResponse } from '@shared/contracts/quiz';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';

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

/** Where a round started by the /quiz route loader waits for its screen: the run id, by what it is for. */
const startedRunKey = (mode: QuizMode, stateCode: string, topic: string | null) =>
  ['quiz-started-run', mode, stateCode, topic] as const;

/**
 * Starts a round before the quiz screen's code has arrived (the /quiz route loader), under a fresh run
 * id the screen takes with `takeRunId`. Kept a minute after it arrives (a round's query is otherwise
 * dropped as soon as nothing reads it), so a screen that renders after the answer still finds it.
 */
export function startRoundEarly(
  queryClient: QueryClient,
  mode: QuizMode,
  stateCode: string,
  topic: string | null,
) {
  const runId = crypto.randomUUID();
  queryClient.setQueryData(startedRunKey(mode, stateCode, topic), runId);
  return queryClient.prefetchQuery({
    ...startQuizQueryOptions(mode, stateCode, runId, topic),
    gcTime: 60_000,
  });
}

/**
 * The run id for a quiz screen that opens: the round the route loader started for the same mode, state
 * and topic (taken once: the next visit is a new round), or a fresh one.
 */
export function takeRunId(queryClient: QueryClient, mode: QuizMode, stateCode: string, topic: string | null) {
  const key = startedRunKey(mode, stateCode, topic);
  const started = queryClient.getQueryData<string>(key);
  queryClient.removeQueries({ queryKey: key, exact: true });
  return started ?? crypto.randomUUID();
}
