import { ApiError, api } from '@client/lib/api-client';
import type { SyncItem, SyncItemResult, SyncResponse } from '@shared/contracts/offline';
import { offlineStore } from './store';

/**
 * The one outbox: everything done offline (rounds, answers with confidence and time, flashcard
 * ratings) waits here in IndexedDB, per learner, in the order it happened, each under an id made on
 * the device. It is sent to POST /api/sync in that order when the connection returns; the server
 * stores each id once, so a resend after a lost reply (or from a second tab) counts nothing twice.
 * An item leaves the outbox only once the server has answered for it.
 */
const BATCH = 100;
let userId: string | null = null;
const listeners = new Set<() => void>();
let pendingCount = 0;
let lastRefused: SyncItemResult[] = [];

const keyOf = (id: string) => `outbox:${id}`;

function notify() {
  for (const l of listeners) l();
}

async function refreshCount() {
  if (!userId) return;
  pendingCount = (await offlineStore.get<SyncItem[]>(keyOf(userId)))?.length ?? 0;
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
  return userId ? ((await offlineStore.get<SyncItem[]>(keyOf(userId))) ?? []) : [];
}

/** Adds an item at the end (an id already queued is replaced in place, never doubled). */
export async function enqueue(item: SyncItem) {
  if (!userId) throw new Error('No learner yet: nothing can be queued.');
  await offlineStore.update<SyncItem[]>(keyOf(userId), (list = []) =>
    list.some((i) => i.id === item.id) ? list.map((i) => (i.id === item.id ? item : i)) : [...list, item],
  );
  await refreshCount();
}

async function remove(owner: string, ids: Set<string>) {
  await offlineStore.update<SyncItem[]>(keyOf(owner), (list = []) => list.filter((i) => !ids.has(i.id)));
}

export type FlushResult = {
  sent: number;
  refused: SyncItemResult[];
  results: SyncItemResult[];
  done: boolean;
};

async function sendAll(owner: string): Promise<FlushResult> {
  const out: FlushResult = { sent: 0, refused: [], results: [], done: false };
  for (;;) {
    const list = (await offlineStore.get<SyncItem[]>(keyOf(owner))) ?? [];
    if (list.length === 0) return { ...out, done: true };
    const batch = list.slice(0, BATCH);
    let body: SyncResponse;
    try {
      body = await api.post<SyncResponse>('/api/sync', { items: batch });
    } catch (err) {
      // A batch the server cannot read at all (an item from an older app version): its items are
      // sent one by one, and only one the server refuses to read is dropped.
      if (err instanceof ApiError && err.status === 400 && batch.length > 1) {
        for (const item of batch) {
          try {
            const one = await api.post<SyncResponse>('/api/sync', { items: [item] });
            out.results.push(...one.results);
          } catch (e) {
            if (!(e instanceof ApiError && e.status === 400)) return out;
            console.warn('[outbox] an item the server cannot read was dropped', item, e);
          }
          await remove(owner, new Set([item.id]));
          out.sent++;
        }
        continue;
      }
      // Offline, signed out, or the server failing: everything stays for the next try.
      return out;
    }
    await remove(owner, new Set(batch.map((i) => i.id)));
    out.sent += batch.length;
    out.results.push(...body.results);
    out.refused.push(...body.results.filter((r) => r.status === 'refused'));
  }
}

let flushing: Promise<FlushResult> | null = null;

/** Sends the outbox in order; one flush at a time per tab, and one per device across tabs. */
export function flushOutbox(): Promise<FlushResult> {
  if (flushing) return flushing;
  const owner = userId;
  if (!owner) return Promise.resolve({ sent: 0, refused: [], results: [], done: false });
  const run = () => sendAll(owner);
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const sent = (locks ? locks.request(`homestead-outbox-${owner}`, run) : run()) as Promise<FlushResult>;
  flushing = sent
    .then((r) => {
      if (r.refused.length) {
        lastRefused = r.refused;
        console.warn('[outbox] the server refused some items', r.refused);
      }
      return r;
    })
    .finally(() => {
      flushing = null;
      void refreshCount();
    });
  return flushing;
}
