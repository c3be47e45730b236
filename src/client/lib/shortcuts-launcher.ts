import { isTypingTarget } from '@client/lib/hooks/is-typing-target';
import { useWindowKeydown } from '@client/lib/hooks/use-window-keydown';
import { useEffect } from 'react';

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

/** The `?` key, outside a text field, text area or select, with no modifier other than Shift. */
function isShortcutsKey(e: KeyboardEvent) {
  return e.key === '?' && !e.altKey && !e.ctrlKey && !e.metaKey && !isTypingTarget(e.target);
}

/** Calls `onWanted` when the overlay is asked for: the `?` key or a launcher (hint line, menu). */
export function useShortcutsRequest(onWanted: () => void, isListening = true) {
  useWindowKeydown((e) => {
    if (!isListening || !isShortcutsKey(e)) return;
    e.preventDefault();
    onWanted();
  });
  useEffect(() => (isListening ? onOpenShortcuts(onWanted) : undefined), [isListening, onWanted]);
}
