import { cn } from '@client/lib/cn';

export type ChipOption<T extends string> = { value: T; label: string };

/** A row of toggle buttons for one choice (the pressed one is the current filter); wraps on phones. */
export function CategoryChips<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="sr-only">{legend}</legend>
      {/* Phones: two columns with the first choice ("All") across both, so all five fit in three rows. */}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {options.map((o, i) => {
          const isSelected = o.value === value;
          return (
            <button
              key={o.value}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onChange(o.value)}
              className={cn(
                'min-h-11 rounded-xl border px-3 py-2 text-sm font-semibold leading-tight transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800 sm:rounded-full sm:px-4',
                i === 0 && 'col-span-2',
                isSelected
                  ? 'border-green-800 bg-green-800 text-white'
                  : 'border-amber-200 bg-white text-green-950 hover:border-green-700 hover:bg-green-50',
              )}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
