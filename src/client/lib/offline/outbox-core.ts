import { ApiError } from '@client/lib/api-client';
import type { SyncItem, SyncItemResult, SyncResponse } from '@shared/contracts/offline';

/**
 * The outbox's rules, apart from where it keeps things and how it sends them (so a model test can
 * drive several devices, reloads and a failing network through the very same code).
 */
export type OutboxStore = {
  get<T>(key: string): Promise<T | undefined>;
  update<T>(key: string, fn: (old: T | undefined) => T): Promise<void>;
};

export type FlushResult = {
  sent: number;
  refused: SyncItemResult[];
  results: SyncItemResult[];
  done: boolean;
};

export const OUTBOX_BATCH = 100;
const keyOf = (userId: string) => `outbox:${userId}`;

export function createOutbox(deps: {
  store: OutboxStore;
  send: (items: SyncItem[]) => Promise<SyncResponse>;
  /** Runs one flush at a time across tabs (navigator.locks where the browser has it). */
  exclusive?: <R>(name: string, fn: () => Promise<R>) => Promise<R>;
}) {
  const { store, send } = deps;

  async function list(userId: string) {
    return (await store.get<SyncItem[]>(keyOf(userId))) ?? [];
  }

  /** Adds an item at the end (an id already queued is replaced in place, never doubled). */
  async function enqueue(userId: string, item: SyncItem) {
    await store.update<SyncItem[]>(keyOf(userId), (old = []) =>
      old.some((i) => i.id === item.id) ? old.map((i) => (i.id === item.id ? item : i)) : [...old, item],
    );
  }

  async function remove(userId: string, ids: Set<string>) {
    await store.update<SyncItem[]>(keyOf(userId), (old = []) => old.filter((i) => !ids.has(i.id)));
  }

  /** Sends the learner's items in order; an item leaves only once the server has answered for it. */
  async function sendAll(userId: string): Promise<FlushResult> {
    const out: FlushResult = { sent: 0, refused: [], results: [], done: false };
    for (;;) {
      const batch = (await list(userId)).slice(0, OUTBOX_BATCH);
      if (batch.length === 0) return { ...out, done: true };
      let body: SyncResponse;
      try {
        body = await send(batch);
      } catch (err) {
        // A batch the server cannot read at all (an item from an older app version): its items are
        // sent one by one, and only one the server refuses to read is dropped.
        if (err instanceof ApiError && err.status === 400 && batch.length > 1) {
          for (const item of batch) {
            try {
              const one = await send([item]);
              out.results.push(...one.results);
            } catch (e) {
              if (!(e instanceof ApiError && e.status === 400)) return out;
              console.warn('[outbox] an item the server cannot read was dropped', item, e);
            }
            await remove(userId, new Set([item.id]));
            out.sent++;
          }
          continue;
        }
        // Offline, signed out, or the server failing: everything stays for the next try.
        return out;
      }
      await remove(userId, new Set(batch.map((i) => i.id)));
      out.sent += batch.length;
      out.results.push(...body.results);
      out.refused.push(...body.results.filter((r) => r.status === 'refused'));
    }
  }

  const running = new Map<string, Promise<FlushResult>>();

  /** One flush at a time per learner (a second call joins the running one). */
  function flush(userId: string): Promise<FlushResult> {
    const current = running.get(userId);
    if (current) return current;
    const run = () => sendAll(userId);
    const p = (deps.exclusive ? deps.exclusive(`homestead-outbox-${userId}`, run) : run()).finally(() =>
      running.delete(userId),
    );
    running.set(userId, p);
    return p;
  }

  return { enqueue, flush, list };
}
