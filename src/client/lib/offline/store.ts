import { createStore, del, get, type UseStore, update } from 'idb-keyval';

/**
 * The device's offline data in IndexedDB (through idb-keyval): the study pack and the outbox. Where
 * IndexedDB is missing (old browsers, some private modes, tests) a memory map stands in, so the app
 * still works online and says nothing is kept.
 */
let store: UseStore | null | undefined;
const memory = new Map<string, unknown>();

function idb(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('homestead-offline', 'kv');
    } catch {
      store = null;
    }
  }
  return store;
}

export const offlineStore = {
  async get<T>(key: string): Promise<T | undefined> {
    const s = idb();
    if (!s) return memory.get(key) as T | undefined;
    try {
      return await get<T>(key, s);
    } catch (err) {
      console.warn(`[offline] could not read ${key}`, err);
      return memory.get(key) as T | undefined;
    }
  },
  /** Read-modify-write in one IndexedDB transaction (two tabs cannot lose each other's change). */
  async update<T>(key: string, fn: (old: T | undefined) => T): Promise<void> {
    const s = idb();
    if (!s) {
      memory.set(key, fn(memory.get(key) as T | undefined));
      return;
    }
    await update<T>(key, fn, s);
  },
  async del(key: string) {
    memory.delete(key);
    const s = idb();
    if (s) await del(key, s).catch(() => undefined);
  },
};
