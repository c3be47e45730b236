/**
 * Opens the keyboard-shortcuts overlay from a hint line or the phone's menu without loading the
 * overlay's code up front: the overlay (lazy, in the root layout) listens here.
 */
const listeners = new Set<() => void>();

export function openShortcuts() {
  for (const l of listeners) l();
}

export function onOpenShortcuts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
