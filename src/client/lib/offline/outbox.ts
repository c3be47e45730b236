import { api } from '@client/lib/api-client';
import type { SyncItem, SyncItemResult, SyncResponse } from '@shared/contracts/offline';
import { createOutbox, type FlushResult } from './outbox-core';
import { offlineStore } from './store';

export type { FlushResult };

/**
 * The one outbox: everything done offline (rounds, answers with confidence and time, flashcard
 * ratings) waits here in IndexedDB, per learner, in the order it happened, each under an id made on
 * the device. It is sent to POST /api/sync in that order when the connection returns; the server
 * stores each id once, so a resend after a lost reply (or from a second tab) counts nothing twice.
 */
const outbox = createOutbox({
  store: offlineStore,
  send: (items) => api.post<SyncResponse>('/api/sync', { items }),
  exclusive: (name, fn) =>
    typeof navigator !== 'undefined' && navigator.locks
      ? (navigator.locks.request(name, fn) as ReturnType<typeof fn>)
      : fn(),
});

let userId: string | null = null;
const listeners = new Set<() => void>();
let pendingCount = 0;
let lastRefused: SyncItemResult[] = [];

function notify() {
  for (const l of listeners) l();
}

async function refreshCount() {
  if (!userId) return;
  pendingCount = (await outbox.list(userId)).length;
  notify();
}

/** The learner whose outbox this device fills and sends (set once the user is known). */
export function setOutboxUser(id: string | null) {
  if (userId === id) return;
  userId = id;
  pendingCount = 0;
  void refreshCount();
}

export function subscribeOutbox(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
export const outboxSnapshot = () => pendingCount;
export const refusedSnapshot = () => lastRefused;

export async function pendingItems(): Promise<SyncItem[]> {
  return userId ? outbox.list(userId) : [];
}

export async function enqueue(item: SyncItem) {
  if (!userId) throw new Error('No learner yet: nothing can be queued.');
  await outbox.enqueue(userId, item);
  await refreshCount();
}

/** Sends the outbox in order; one flush at a time per tab, and one per device across tabs. */
export async function flushOutbox(): Promise<FlushResult> {
  if (!userId) return { sent: 0, refused: [], results: [], done: false };
  try {
    const r = await outbox.flush(userId);
    if (r.refused.length) {
      lastRefused = r.refused;
      console.warn('[outbox] the server refused some items', r.refused);
    }
    return r;
  } finally {
    void refreshCount();
  }
}
