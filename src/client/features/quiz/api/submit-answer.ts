import { type SendResult, sendAnswer } from '@client/features/quiz/outbox';
import { invalidateLearnerProgress } from '@client/lib/learner-queries';
import type { AnswerRequest } from '@shared/contracts/quiz';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Sends an answer through the offline outbox (the caller makes its answer id, so a resend is the
 * same answer). Resolves with what happened: sent, queued offline, or refused by the server.
 */
export function useSubmitAnswer() {
  const qc = useQueryClient();
  return useMutation<SendResult, never, AnswerRequest & { local?: boolean }>({
    mutationFn: ({ local, ...answer }) => sendAnswer(answer, { local }),
    // The outbox is the offline story: the mutation must run offline too (TanStack pauses it otherwise).
    networkMode: 'always',
    onSuccess: (outcome) => {
      if (outcome.status === 'sent') void invalidateLearnerProgress(qc, { progress: false });
    },
  });
}
