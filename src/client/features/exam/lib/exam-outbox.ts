import { ApiError, api } from '@client/lib/api-client';
import type { ExamResponseRequest } from '@shared/contracts/exams';

/**
 * Exam choices wait here until the server has them, the latest per item (a higher `seq` wins on the
 * server too, so an older save arriving late changes nothing). A brief disconnection loses nothing:
 * the queue is sent again when the connection returns and when the exam screen opens.
 */
const KEY = 'homestead.examOutbox';

export type QueuedResponse = ExamResponseRequest & { attemptId: string };

function read(): QueuedResponse[] {
  try {
    return JSON.parse(window.localStorage.getItem(KEY) ?? '[]') as QueuedResponse[];
  } catch {
    return [];
  }
}
function write(items: QueuedResponse[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(items));
  } catch (err) {
    console.warn('[exam outbox] could not save', err);
  }
}
const sameItem = (a: QueuedResponse, b: QueuedResponse) =>
  a.attemptId === b.attemptId && a.questionId === b.questionId;

export function pendingResponses(attemptId: string) {
  return read().filter((r) => r.attemptId === attemptId);
}

async function post(r: QueuedResponse) {
  const { attemptId, ...body } = r;
  await api.put(`/api/exams/${attemptId}/responses`, body);
}

/** Saves a choice: queued first, then sent; a refusal (the portion closed) drops it. */
export async function saveExamResponse(r: QueuedResponse): Promise<'saved' | 'queued' | 'refused'> {
  write([...read().filter((x) => !sameItem(x, r)), r]);
  try {
    await post(r);
    write(read().filter((x) => !(sameItem(x, r) && x.seq <= r.seq)));
    return 'saved';
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) {
      write(read().filter((x) => !(sameItem(x, r) && x.seq <= r.seq)));
      return 'refused';
    }
    return 'queued';
  }
}

let flushing: Promise<void> | null = null;

/** Sends every queued choice; stops at the first network failure. */
export function flushExamOutbox(): Promise<void> {
  if (flushing) return flushing;
  flushing = (async () => {
    for (const r of read()) {
      try {
        await post(r);
      } catch (err) {
        if (!(err instanceof ApiError && err.status < 500)) break;
      }
      write(read().filter((x) => !(sameItem(x, r) && x.seq <= r.seq)));
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

let started = false;
export function startExamOutboxSync() {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void flushExamOutbox());
}
