/**
 * A randomized model of offline sync (fast-check): two devices of one learner study online and
 * offline, reload mid-sync, open a second tab, and meet a network that drops requests, drops replies
 * after the server stored a batch, or answers 500. Whatever happens, once both devices are back online
 * and have synced: 0 answers lost, 0 duplicated, and each device's items reached the server in the
 * order they were made; and the bookmarks each device shows (its own copy, moved at once) always equal
 * the server's with the changes still waiting laid over them. The devices run the app's own outbox code; the server stands in as its
 * contract says (each id stored once, a replay answered as a duplicate; the API tests hold the real
 * server to that contract).
 */
import { ApiError } from '@client/lib/api-client';
import type { SyncItem, SyncItemResult, SyncResponse } from '@shared/contracts/offline';
import type { BookmarksResponse } from '@shared/contracts/practice';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withChange, withPending } from './bookmarks';
import { createOutbox, type OutboxStore } from './outbox-core';

type Fault = 'none' | 'lost-request' | 'lost-reply' | 'server-error';

function memoryStore(): OutboxStore {
  const data = new Map<string, unknown>();
  return {
    async get<T>(key: string) {
      await Promise.resolve();
      return data.get(key) as T | undefined;
    },
    async update<T>(key: string, fn: (old: T | undefined) => T) {
      await Promise.resolve();
      data.set(key, fn(data.get(key) as T | undefined));
    },
  };
}

/** One lock per device, as navigator.locks gives the tabs of one browser. */
function deviceLock() {
  let tail = Promise.resolve();
  return <R>(_name: string, fn: () => Promise<R>) => {
    const run = tail.then(fn);
    tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
}

class Server {
  stored = new Map<string, SyncItem>();
  /** How many times each id was stored (the contract: exactly once). */
  writes = new Map<string, number>();
  order: string[] = [];
  /** Bookmarked question ids: a change is applied once, by its id (a replay changes nothing). */
  marks = new Set<string>();
  apply(items: SyncItem[]): SyncResponse {
    const results: SyncItemResult[] = items.map((item) => {
      const duplicate = this.stored.has(item.id);
      if (!duplicate) {
        this.stored.set(item.id, item);
        this.order.push(item.id);
        if (item.kind === 'bookmark')
          if (item.on) this.marks.add(item.itemId);
          else this.marks.delete(item.itemId);
      }
      this.writes.set(item.id, (this.writes.get(item.id) ?? 0) + (duplicate ? 0 : 1));
      return {
        id: item.id,
        kind: item.kind,
        status: 'accepted',
        duplicate,
        isCorrect: true,
        correctAnswer: 'x',
        pointsEarned: 10,
        due: null,
        error: null,
      };
    });
    return { results, profile: { totalPoints: 0, level: 1, currentStreak: 1, longestStreak: 1 } };
  }
}

type Device = {
  name: string;
  store: OutboxStore;
  lock: ReturnType<typeof deviceLock>;
  online: boolean;
  fault: Fault;
  tabs: ReturnType<typeof createOutbox>[];
  made: string[];
  /** The bookmarks this device shows (its copy moves at once, as queueBookmark moves the pack's). */
  marks: BookmarksResponse;
};

const USER = 'learner-1';

function makeDevice(name: string, server: Server): Device {
  const d: Device = {
    name,
    store: memoryStore(),
    lock: deviceLock(),
    online: true,
    fault: 'none',
    tabs: [],
    made: [],
    marks: { questions: [], flashcards: [] },
  };
  d.tabs.push(newTab(d, server));
  return d;
}

function newTab(d: Device, server: Server) {
  return createOutbox({
    store: d.store,
    exclusive: d.lock,
    send: async (items) => {
      await Promise.resolve();
      if (!d.online || d.fault === 'lost-request') throw new TypeError('Failed to fetch');
      if (d.fault === 'server-error') throw new ApiError(500, '500: boom', 'INTERNAL', 'boom');
      const body = server.apply(items);
      if (d.fault === 'lost-reply') throw new TypeError('Failed to fetch');
      return body;
    },
  });
}

let ids = 0;
function answer(device: string): SyncItem {
  ids++;
  return {
    kind: 'answer',
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    sessionId: null,
    questionId: `${device}-q${ids}`,
    selectedAnswer: 'a',
    confidenceLevel: 'confident',
    timeSpent: 3,
    answeredAt: new Date(0).toISOString(),
  };
}

function bookmarkChange(device: string, n: number, on: boolean): SyncItem {
  ids++;
  return {
    kind: 'bookmark',
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    itemType: 'question',
    itemId: `${device}-q${n}`,
    on,
    at: new Date(0).toISOString(),
  };
}

const command = fc.oneof(
  fc.record({ type: fc.constant('mark' as const), device: fc.nat(1), n: fc.nat(2), on: fc.boolean() }),
  fc.record({ type: fc.constant('study' as const), device: fc.nat(1), n: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ type: fc.constant('go' as const), device: fc.nat(1), online: fc.boolean() }),
  fc.record({
    type: fc.constant('flush' as const),
    device: fc.nat(1),
    fault: fc.constantFrom<Fault>('none', 'none', 'lost-request', 'lost-reply', 'server-error'),
  }),
  fc.record({ type: fc.constant('reload' as const), device: fc.nat(1) }),
  fc.record({ type: fc.constant('second-tab' as const), device: fc.nat(1) }),
  fc.record({
    type: fc.constant('both-flush' as const),
    fault: fc.constantFrom<Fault>('none', 'lost-reply'),
  }),
);

async function expectShownMarks(d: Device, server: Server) {
  const held = [...server.marks].filter((id) => id.startsWith(`${d.name}-`));
  const shown = withPending({ questions: held, flashcards: [] }, await d.tabs.at(-1)!.list(USER));
  expect([...shown.questions].sort()).toEqual([...d.marks.questions].sort());
}

describe('offline sync model', () => {
  it('online, offline, reloads, second tabs, two devices and a failing network: 0 lost, 0 duplicated, in order', async () => {
    const started = Date.now();
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
        runs++;
        const server = new Server();
        const devices = [makeDevice('phone', server), makeDevice('laptop', server)];
        const inFlight: Promise<unknown>[] = [];
        for (const c of commands) {
          if (c.type === 'study') {
            const d = devices[c.device]!;
            for (let i = 0; i < c.n; i++) {
              const item = answer(d.name);
              d.made.push(item.id);
              await d.tabs.at(-1)!.enqueue(USER, item);
            }
            // Online, the app sends at once, without waiting (the learner moves on).
            if (d.online) inFlight.push(d.tabs.at(-1)!.flush(USER));
          } else if (c.type === 'mark') {
            const d = devices[c.device]!;
            const item = bookmarkChange(d.name, c.n, c.on);
            d.made.push(item.id);
            await d.tabs.at(-1)!.enqueue(USER, item);
            d.marks = withChange(d.marks, 'question', `${d.name}-q${c.n}`, c.on);
            if (d.online) inFlight.push(d.tabs.at(-1)!.flush(USER));
          } else if (c.type === 'go') devices[c.device]!.online = c.online;
          else if (c.type === 'flush') {
            const d = devices[c.device]!;
            d.fault = c.fault;
            await d.tabs.at(-1)!.flush(USER);
            d.fault = 'none';
          } else if (c.type === 'reload') {
            // The page goes away mid-sync: its tab's memory is gone, the stored outbox stays.
            const d = devices[c.device]!;
            d.tabs = [newTab(d, server)];
          } else if (c.type === 'second-tab') {
            const d = devices[c.device]!;
            d.tabs.push(newTab(d, server));
            inFlight.push(...d.tabs.map((t) => t.flush(USER)));
          } else {
            for (const d of devices) d.fault = c.fault;
            await Promise.all(devices.flatMap((d) => d.tabs.map((t) => t.flush(USER))));
            for (const d of devices) d.fault = 'none';
          }
          // What each device shows = the server's bookmarks with its waiting changes on top.
          for (const d of devices) await expectShownMarks(d, server);
        }
        await Promise.allSettled(inFlight);
        // Back online for good: each device syncs until its outbox is empty.
        for (const d of devices) {
          d.online = true;
          d.fault = 'none';
          const r = await d.tabs.at(-1)!.flush(USER);
          expect(r.done).toBe(true);
          expect(await d.tabs.at(-1)!.list(USER)).toEqual([]);
        }
        const made = devices.flatMap((d) => d.made);
        // 0 lost:
        expect([...server.stored.keys()].sort()).toEqual([...made].sort());
        // 0 duplicated:
        expect([...server.writes.values()].every((n) => n === 1)).toBe(true);
        // In order, per device:
        for (const d of devices) expect(server.order.filter((id) => d.made.includes(id))).toEqual(d.made);
        // Bookmarks: the server holds exactly what each device shows.
        for (const d of devices) await expectShownMarks(d, server);
      }),
      { numRuns: 1000 },
    );
    expect(runs).toBeGreaterThanOrEqual(1000);
    expect(Date.now() - started).toBeLessThan(30_000);
    // About a second alone; 6.3 s once inside the whole suite on a busy 2-core machine (2026-11-28), past
    // Vitest's default 5 s. The bound that matters is the 30 s asserted above.
  }, 30_000);
});
