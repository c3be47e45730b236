import { useUser } from '@client/lib/api/get-user';
import { api } from '@client/lib/api-client';
import type {
  ExamAttemptView,
  ExamHistoryResponse,
  ExamResults,
  ExamStructureResponse,
} from '@shared/contracts/exams';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const examKeys = {
  root: ['exam'] as const,
  structure: (stateCode: string) => ['exam', 'structure', stateCode] as const,
  attempt: (id: string) => ['exam', 'attempt', id] as const,
  results: (id: string) => ['exam', 'results', id] as const,
  history: () => ['exam', 'history'] as const,
};

export const examStructureQueryOptions = (stateCode: string) =>
  queryOptions({
    queryKey: examKeys.structure(stateCode),
    queryFn: () => api.get<ExamStructureResponse>(`/api/exams/structure?stateCode=${stateCode}`),
  });

/** The attempt as the server holds it: the clock, the items and the learner's choices. */
export const examAttemptQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: examKeys.attempt(attemptId),
    queryFn: () => api.get<ExamAttemptView>(`/api/exams/${attemptId}`),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const examResultsQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: examKeys.results(attemptId),
    queryFn: () => api.get<ExamResults>(`/api/exams/${attemptId}/results`),
  });

export const examHistoryQueryOptions = () =>
  queryOptions({ queryKey: examKeys.history(), queryFn: () => api.get<ExamHistoryResponse>('/api/exams') });

/** Asks once the learner exists: a first visit opened at /exam has no guest session yet. */
export function useExamStructure(stateCode: string) {
  const { data: user } = useUser();
  return useQuery({ ...examStructureQueryOptions(stateCode), enabled: Boolean(user) });
}
export const useExamAttempt = (attemptId: string) => useQuery(examAttemptQueryOptions(attemptId));
export const useExamResults = (attemptId: string) => useQuery(examResultsQueryOptions(attemptId));
export function useExamHistory() {
  const { data: user } = useUser();
  return useQuery({ ...examHistoryQueryOptions(), enabled: Boolean(user) });
}

/** Starts an attempt (or gets the one under way) and puts it in the cache. */
export function useStartExam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (stateCode: string) => api.post<ExamAttemptView>('/api/exams', { stateCode }),
    onSuccess: (view, stateCode) => {
      qc.setQueryData(examKeys.attempt(view.attemptId), view);
      // Read both back once (the attempt when its screen opens): the service worker then holds the
      // attempt under way, so a reload offline resumes it.
      void qc.invalidateQueries({ queryKey: examKeys.attempt(view.attemptId), refetchType: 'none' });
      void qc.invalidateQueries({ queryKey: examKeys.structure(stateCode) });
    },
  });
}

/** Starts or submits a portion; the answer is the attempt as it now stands. */
export function usePortionAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      attemptId,
      portion,
      action,
    }: {
      attemptId: string;
      portion: number;
      action: 'start' | 'submit';
    }) => api.post<ExamAttemptView>(`/api/exams/${attemptId}/portions/${portion}/${action}`),
    onSuccess: (view) => {
      qc.setQueryData(examKeys.attempt(view.attemptId), view);
      void qc.invalidateQueries({ queryKey: examKeys.history() });
    },
  });
}
