import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { useShortcutsRequest } from '@client/lib/shortcuts-launcher';
import { useCallback, useState } from 'react';

/** Every key the app answers to, grouped by where it works (the `?` overlay lists them). */
export const shortcutGroups = [
  {
    title: 'Anywhere',
    keys: [
      { keys: ['?'], action: 'Show this list of shortcuts' },
      { keys: ['F8'], action: 'Jump to notifications' },
    ],
  },
  {
    title: 'Quizzes and drills',
    keys: [
      { keys: ['1', '2', '3', '4'], action: 'Choose an answer option' },
      { keys: ['Enter'], action: 'Submit, then record, then go on' },
      { keys: ['1', '2', '3'], action: 'Rate your confidence after submitting' },
      { keys: ['←', '→'], action: 'Previous or next answered question' },
    ],
  },
  {
    title: 'Mock exams',
    keys: [
      { keys: ['1', '2', '3', '4'], action: 'Choose an answer option' },
      { keys: ['F'], action: 'Flag the question for review' },
      { keys: ['←', '→'], action: 'Previous or next question' },
    ],
  },
] as const;

function Key({ children }: { children: string }) {
  return (
    <kbd className="rounded-md border border-stone-400 bg-stone-50 px-1.5 py-0.5 font-mono text-sm text-stone-900">
      {children}
    </kbd>
  );
}

/**
 * The `?` overlay. The key never fires while a text field, text area or select has focus (typing a
 * question mark into a search box stays typing), nor with a modifier other than Shift.
 */
export function KeyboardShortcuts({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const show = useCallback(() => setOpen(true), []);
  useShortcutsRequest(show);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title="Keyboard shortcuts" description="Keys never act while you are typing in a field.">
        <div className="space-y-4">
          {shortcutGroups.map((g) => (
            <section key={g.title} aria-labelledby={`keys-${g.title}`}>
              <h3 id={`keys-${g.title}`} className="font-semibold text-green-950">
                {g.title}
              </h3>
              <dl className="mt-1 grid gap-1">
                {g.keys.map((k) => (
                  <div key={k.action} className="flex items-center justify-between gap-3 text-sm">
                    <dt className="flex gap-1">
                      {k.keys.map((key) => (
                        <Key key={key}>{key}</Key>
                      ))}
                    </dt>
                    <dd className="text-right text-stone-800">{k.action}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
