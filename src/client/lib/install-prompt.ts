/**
 * The browser's offer to install the app (`beforeinstallprompt`), kept from the moment the entry script
 * runs. The install banner's code is lazy and arrives later; Chromium fires the event once per page, as
 * soon as the app meets its install criteria, which can be before the banner listens. Kept here, an offer
 * made early is not lost: the banner reads it when it mounts and hears of any later one.
 */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offer: InstallPromptEvent | null = null;
const listeners = new Set<(event: InstallPromptEvent) => void>();

/** Starts listening (main.tsx, once): the browser's own mini-infobar is held back for the banner. */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    offer = e as InstallPromptEvent;
    for (const listener of listeners) listener(offer);
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
  });
}

/** Calls `listener` with the offer already made, if any, and with each later one; returns the unsubscribe. */
export function onInstallPrompt(listener: (event: InstallPromptEvent) => void) {
  if (offer) listener(offer);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
