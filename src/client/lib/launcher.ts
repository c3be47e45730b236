/**
 * Opens something whose code loads later (the feedback dialog, the shortcuts overlay) from anywhere,
 * without importing it: openers call `open`, the thing listens with `listen`. A request made while
 * nothing listens (a button pressed before the app's effects have run, or in the moment between the
 * light listener and the loaded dialog's) is kept for the next listener, for a few seconds.
 */
export function createLauncher(keepMs = 5_000) {
  const listeners = new Set<() => void>();
  let pendingSince: number | null = null;
  return {
    open() {
      if (listeners.size === 0) {
        pendingSince = Date.now();
        return;
      }
      for (const l of listeners) l();
    },
    listen(listener: () => void) {
      listeners.add(listener);
      if (pendingSince !== null && Date.now() - pendingSince <= keepMs) listener();
      pendingSince = null;
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
