/**
 * Opens the feedback dialog from anywhere (the phone's "More" menu, the main nav) without importing
 * the feedback feature: the dialog listens here.
 */
const listeners = new Set<() => void>();

export function openFeedback() {
  for (const l of listeners) l();
}

export function onOpenFeedback(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
