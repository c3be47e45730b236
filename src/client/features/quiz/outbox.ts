import { ApiError, api } from '@client/lib/api-client';
import type { AnswerRequest, AnswerResponse } from '@shared/contracts/quiz';

/**
 * Answers wait here until the server has them. Each carries its own answer id, so sending one twice
 * (a flaky connection, a reload, two tabs) still stores it once on the server.
 */
const KEY = 'homestead.answerOutbox';

function read(): AnswerRequest[] {
  try {
    return JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as AnswerRequest[];
  } catch (err) {
    console.warn('[outbox] unreadable; starting empty', err);
    return [];
  }
}
function write(items: AnswerRequest[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(items));
  } catch (err) {
    console.warn('[outbox] could not save', err);
  }
}

export function pendingAnswers() {
  return read();
}

export type SendResult =
  | { status: 'sent'; response: AnswerResponse }
  | { status: 'queued' }
  | { status: 'rejected'; error: ApiError };

/** A network failure (offline, server unreachable) keeps the answer queued; a refusal drops it. */
export async function sendAnswer(answer: AnswerRequest): Promise<SendResult> {
  write([...read().filter((a) => a.answerId !== answer.answerId), answer]);
  try {
    const response = await api.post<AnswerResponse>('/api/quiz/answer', answer);
    write(read().filter((a) => a.answerId !== answer.answerId));
    return { status: 'sent', response };
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) {
      write(read().filter((a) => a.answerId !== answer.answerId));
      return { status: 'rejected', error: err };
    }
    return { status: 'queued' };
  }
}

let flushing: Promise<number> | null = null;

/** Sends every queued answer once; returns how many reached the server. */
export function flushOutbox(): Promise<number> {
  if (flushing) return flushing;
  flushing = (async () => {
    let sent = 0;
    for (const answer of read()) {
      try {
        await api.post('/api/quiz/answer', answer);
        sent++;
        write(read().filter((a) => a.answerId !== answer.answerId));
      } catch (err) {
        if (err instanceof ApiError && err.status < 500)
          write(read().filter((a) => a.answerId !== answer.answerId));
        else break;
      }
    }
    return sent;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Flush when the connection comes back, and once at start-up. */
export function startOutboxSync() {
  window.addEventListener('online', () => void flushOutbox());
  if (navigator.onLine && read().length) void flushOutbox();
}
