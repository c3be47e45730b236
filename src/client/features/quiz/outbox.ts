import { ApiError, api } from '@client/lib/api-client';
import { isOnline } from '@client/lib/offline/online';
import { enqueue, flushOutbox, pendingItems } from '@client/lib/offline/outbox';
import type { AnswerRequest, AnswerResponse } from '@shared/contracts/quiz';

export { flushOutbox };

export type SendResult =
  | { status: 'sent'; response: AnswerResponse }
  | { status: 'queued' }
  | { status: 'rejected'; error: ApiError };

/**
 * Sends an answer. Online, with nothing waiting before it, it goes straight to the server (which
 * answers with points and the preview count); otherwise (offline, a round made on the device, or
 * older answers still queued) it joins the one outbox behind them, so answers reach the server in the
 * order they were given. The answer id is made once, so a resend is the same answer.
 */
export async function sendAnswer(answer: AnswerRequest, opts: { local?: boolean } = {}): Promise<SendResult> {
  const queue = async (): Promise<SendResult> => {
    await enqueue({
      kind: 'answer',
      id: answer.answerId,
      sessionId: answer.sessionId,
      questionId: answer.questionId,
      selectedAnswer: answer.selectedAnswer,
      confidenceLevel: answer.confidenceLevel,
      timeSpent: answer.timeSpent,
      answeredAt: new Date().toISOString(),
    });
    if (isOnline()) void flushOutbox();
    return { status: 'queued' };
  };
  if (opts.local || !isOnline() || (await pendingItems()).length > 0) return queue();
  try {
    const response = await api.post<AnswerResponse>('/api/quiz/answer', answer);
    return { status: 'sent', response };
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) return { status: 'rejected', error: err };
    return queue();
  }
}
