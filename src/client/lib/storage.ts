import type { sessionKeys, storageKeys } from '@shared/domain/storage-keys';

/**
 * Browser storage that never crashes the app: a failure (private mode, quota, disabled storage)
 * is logged and the caller gets its fallback, which for premium means the free defaults.
 */
type Key = (typeof storageKeys)[keyof typeof storageKeys];
type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

function safe<T>(what: string, fn: () => T, fallback: T): T {
  // The build's render of the landing screen (src/client/prerender) has no storage: a first visitor's defaults.
  if (typeof window === 'undefined') return fallback;
  try {
    return fn();
  } catch (err) {
    console.warn(`[storage] ${what} failed; using defaults`, err);
    return fallback;
  }
}

export const storage = {
  get: (key: Key): string | null => safe(`read ${key}`, () => window.localStorage.getItem(key), null),
  set: (key: Key, value: string) =>
    safe(`write ${key}`, () => window.localStorage.setItem(key, value), undefined),
  remove: (key: Key) => safe(`remove ${key}`, () => window.localStorage.removeItem(key), undefined),
  getJson<T>(key: Key, fallback: T): T {
    const raw = storage.get(key);
    if (raw === null) return fallback;
    return safe(`parse ${key}`, () => JSON.parse(raw) as T, fallback);
  },
  setJson: (key: Key, value: unknown) => storage.set(key, JSON.stringify(value)),
};

export const sessionStore = {
  get: (key: SessionKey): string | null =>
    safe(`read ${key}`, () => window.sessionStorage.getItem(key), null),
  set: (key: SessionKey, value: string) =>
    safe(`write ${key}`, () => window.sessionStorage.setItem(key, value), undefined),
};
