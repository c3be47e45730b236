import { Button } from '@client/components/ui/button';
import { Download, Share, X } from '@client/components/ui/icons';
import { isIos, isStandalone } from '@client/lib/device';
import { type InstallPromptEvent, onInstallPrompt } from '@client/lib/install-prompt';
import { sessionStore } from '@client/lib/storage';
import { INSTALL_BANNER_DELAY_MS } from '@shared/domain/limits';
import { sessionKeys } from '@shared/domain/storage-keys';
import { useEffect, useState } from 'react';

/**
 * The install banner (spec section 4): shown 3 s after the browser offers install, never when already
 * installed or dismissed this session; on iOS, Share then Add to Home Screen instead. It sits in the
 * page's flow below the screen (not floating), so it never covers a button such as "Start Studying"
 * and its arrival moves nothing above it; the layout leaves it out of focus screens (quiz, exam,
 * results).
 */
export function InstallBanner() {
  const [promptEvent, setPromptEvent] = useState<InstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);
  const ios = typeof navigator !== 'undefined' && isIos();

  useEffect(() => {
    if (isStandalone() || sessionStore.get(sessionKeys.installPromptDismissed) === 'true') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const showSoon = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setVisible(true), INSTALL_BANNER_DELAY_MS);
    };
    const stopListening = onInstallPrompt((e) => {
      setPromptEvent(e);
      showSoon();
    });
    if (ios) showSoon();
    const onInstalled = () => setVisible(false);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      stopListening();
      window.removeEventListener('appinstalled', onInstalled);
      if (timer) clearTimeout(timer);
    };
  }, [ios]);

  if (!visible) return null;

  const dismiss = () => {
    sessionStore.set(sessionKeys.installPromptDismissed, 'true');
    setVisible(false);
  };
  const install = async () => {
    if (!promptEvent) return;
    await promptEvent.prompt();
    const choice = await promptEvent.userChoice;
    if (choice.outcome === 'accepted') setVisible(false);
    else dismiss();
  };

  return (
    <section
      aria-label="Install Homestead Prep"
      className="relative mx-auto max-w-md rounded-2xl border border-green-200 bg-white p-4 shadow-sm"
    >
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss install banner"
        className="absolute right-2 top-2 rounded-md p-1 text-stone-600 hover:bg-stone-100"
      >
        <X className="h-5 w-5" aria-hidden />
      </button>
      <p className="pr-6 font-semibold text-green-950">Install Homestead Prep</p>
      {ios ? (
        <p className="mt-1 text-sm text-stone-700">
          Tap <Share className="inline h-4 w-4" aria-label="Share" /> Share, then{' '}
          <strong>Add to Home Screen</strong> to study offline.
        </p>
      ) : (
        <div className="mt-2 flex items-center justify-between gap-3">
          <p className="text-sm text-stone-700">Study anywhere, even offline.</p>
          <Button size="sm" onClick={install}>
            <Download className="h-4 w-4" aria-hidden /> Install
          </Button>
        </div>
      )}
    </section>
  );
}
