import { isTypingTarget } from '@client/lib/hooks/is-typing-target';
import { useWindowKeydown } from '@client/lib/hooks/use-window-keydown';
import { useEffect } from 'react';
import { createLauncher } from './launcher';

/**
 * Opens the keyboard-shortcuts overlay from a hint line or the phone's menu without loading the
 * overlay's code up front: the overlay (lazy, in the root layout) listens here.
 */
const launcher = createLauncher();
export const openShortcuts = () => launcher.open();
export const onOpenShortcuts = (listener: () => void) => launcher.listen(listener);

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
