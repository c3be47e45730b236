import { Flag } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';

export type GridItem = { id: string; answered: boolean; flagged: boolean };

/** Every item of the portion: answered, flagged or not yet; a click jumps to it. */
export function NavigatorGrid({
  items,
  current,
  onJump,
}: {
  items: GridItem[];
  current: number;
  onJump: (index: number) => void;
}) {
  return (
    <nav aria-label="Question navigator">
      <ol className="grid grid-cols-8 gap-1.5 sm:grid-cols-10">
        {items.map((it, i) => (
          <li key={it.id}>
            <button
              type="button"
              onClick={() => onJump(i)}
              aria-current={i === current ? 'step' : undefined}
              aria-label={`Question ${i + 1}, ${it.answered ? 'answered' : 'unanswered'}${it.flagged ? ', flagged' : ''}`}
              className={cn(
                'relative flex h-9 w-full items-center justify-center rounded-md border text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-green-800',
                it.answered
                  ? 'border-green-800 bg-green-800 text-white'
                  : 'border-stone-400 bg-white text-stone-800',
                i === current && 'ring-2 ring-amber-500 ring-offset-1',
              )}
            >
              {i + 1}
              {it.flagged && (
                <Flag
                  className="absolute -right-1 -top-1 h-3.5 w-3.5 fill-amber-500 text-amber-700"
                  aria-hidden
                />
              )}
            </button>
          </li>
        ))}
      </ol>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm bg-green-800" aria-hidden /> Answered
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm border border-stone-400 bg-white" aria-hidden />{' '}
          Not answered
        </span>
        <span className="inline-flex items-center gap-1">
          <Flag className="h-3 w-3 fill-amber-500 text-amber-700" aria-hidden /> Flagged for review
        </span>
      </p>
    </nav>
  );
}
