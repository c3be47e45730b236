import { buttonClasses } from '@client/components/ui/button';
import { SunMoon } from '@client/components/ui/icons';
import { lazy, Suspense, useRef, useState } from 'react';

// The dialog is not needed for the first paint: it loads on the first click.
const AppearanceDialog = lazy(() =>
  import('./appearance-settings').then((m) => ({ default: m.AppearanceDialog })),
);

/** The header's (and the landing page's) way in to the theme and text-size settings. */
export function AppearanceButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The dialog opens without a Radix trigger, so focus is handed back here by hand.
    setTimeout(() => button.current?.focus(), 0);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={buttonClasses('ghost', 'smTight', className)}
      >
        <SunMoon className="h-5 w-5" aria-hidden />
        <span className="sr-only">Appearance: theme and text size</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AppearanceDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
