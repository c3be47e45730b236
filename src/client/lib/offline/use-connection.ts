import { useSyncExternalStore } from 'react';
import { isOnline } from './online';
import { outboxSnapshot, refusedSnapshot, subscribeOutbox } from './outbox';

function subscribeOnline(fn: () => void) {
  window.addEventListener('online', fn);
  window.addEventListener('offline', fn);
  return () => {
    window.removeEventListener('online', fn);
    window.removeEventListener('offline', fn);
  };
}

/** Whether the browser says it has a connection (it changes with the online and offline events). */
export function useOnline() {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/** How many items wait in this learner's outbox. */
export function usePendingCount() {
  return useSyncExternalStore(subscribeOutbox, outboxSnapshot, () => 0);
}

/** Items the server refused at the last sync (not allowed, no longer exists). */
export function useRefusedItems() {
  return useSyncExternalStore(subscribeOutbox, refusedSnapshot, () => []);
}
