import { api } from '@client/lib/api-client';
import type { CustomQuizRequest } from '@shared/contracts/practice';
import type { QuizSessionResponse } from '@shared/contracts/quiz';
import { useMutation } from '@tanstack/react-query';

/** Starts a round the learner built; the server picks its questions. */
export function useStartCustomQuiz() {
  return useMutation({
    mutationFn: (choices: CustomQuizRequest) => api.post<QuizSessionResponse>('/api/practice/quiz', choices),
  });
}
