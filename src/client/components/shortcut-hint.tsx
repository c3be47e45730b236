import { openShortcuts } from '@client/lib/shortcuts-launcher';

/** The one-line reminder under a quiz or exam; its button opens the full list. Hidden on phones. */
export function ShortcutHint({ children }: { children: string }) {
  return (
    <p className="hidden text-sm text-stone-700 md:block">
      <span className="font-semibold">Keys:</span> {children} ·{' '}
      <button
        type="button"
        onClick={openShortcuts}
        className="font-semibold text-green-800 underline underline-offset-2 hover:text-green-950 focus-visible:outline-2 focus-visible:outline-green-800"
      >
        all shortcuts (?)
      </button>
    </p>
  );
}
