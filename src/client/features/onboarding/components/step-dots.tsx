import { Check } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';

export type DotStatus = 'done' | 'current' | 'upcoming';

export function dotStatus(index: number, current: number): DotStatus {
  if (index < current) return 'done';
  return index === current ? 'current' : 'upcoming';
}

const statusText: Record<DotStatus, string> = {
  done: 'done',
  current: 'current step',
  upcoming: 'not started',
};

/** One dot per step: done (filled, with a tick), current (ringed, wider) or upcoming (hollow). */
export function StepDots({
  titles,
  current,
  label,
  className,
}: {
  titles: readonly string[];
  current: number;
  label: string;
  className?: string;
}) {
  return (
    <ol aria-label={label} className={cn('flex items-center gap-1.5', className)}>
      {titles.map((title, i) => {
        const status = dotStatus(i, current);
        return (
          <li
            key={title}
            aria-current={status === 'current' ? 'step' : undefined}
            data-status={status}
            className="flex"
          >
            <span
              aria-hidden
              className={cn(
                'flex h-4 items-center justify-center rounded-full border-2',
                status === 'done' && 'w-4 border-green-800 bg-green-800 text-white',
                status === 'current' && 'w-8 border-green-800 bg-amber-300',
                status === 'upcoming' && 'w-4 border-stone-400 bg-white',
              )}
            >
              {status === 'done' && <Check className="h-2.5 w-2.5" strokeWidth={4} />}
            </span>
            <span className="sr-only">
              Step {i + 1}, {title}: {statusText[status]}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
