import { useSyncExternalStore } from 'react';

// No window in the build's render of the landing screen (src/client/prerender): no preference known.
const query = () =>
  typeof window === 'undefined' ? undefined : window.matchMedia?.('(prefers-reduced-motion: reduce)');

/** Whether the reader asked their device for less motion (kept in step if they change it). */
export function useReducedMotion() {
  return useSyncExternalStore(
    (onChange) => {
      const q = query();
      q?.addEventListener('change', onChange);
      return () => q?.removeEventListener('change', onChange);
    },
    () => query()?.matches ?? false,
    () => false,
  );
}
