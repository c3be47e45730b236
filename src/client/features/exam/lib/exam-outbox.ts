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

/**
 * Choices the server already has, kept on the device too: a reload offline opens the attempt from
 * the service worker's copy, which may be older than them. The last 500 are kept.
 */
const SAVED_KEY = 'homestead.examSaved';
function readSaved(): QueuedResponse[] {
  try {
    return JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? '[]') as QueuedResponse[];
  } catch {
    return [];
  }
}
function remember(r: QueuedResponse) {
  try {
    const kept = readSaved().filter((x) => !sameItem(x, r) || x.seq > r.seq);
    if (!kept.some((x) => sameItem(x, r))) kept.push(r);
    window.localStorage.setItem(SAVED_KEY, JSON.stringify(kept.slice(-500)));
  } catch (err) {
    console.warn('[exam outbox] could not remember a saved choice', err);
  }
}

/** Offline: every choice this device knows of (saved or waiting), the latest per item. */
export function knownResponses(attemptId: string) {
  const latest = new Map<string, QueuedResponse>();
  for (const r of [...readSaved(), ...read()])
    if (r.attemptId === attemptId && (latest.get(r.questionId)?.seq ?? -1) <= r.seq)
      latest.set(r.questionId, r);
  return [...latest.values()];
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
    remember(r);
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
        remember(r);
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
