import { Lock } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import type { StudyOverviewResponse } from '@shared/contracts/stories';

type Section = StudyOverviewResponse['sections'][number];

/** The four sections as toggle buttons; the chosen one is pressed. */
export function SectionPicker({
  sections,
  selected,
  onSelect,
}: {
  sections: Section[];
  selected: string;
  onSelect: (slug: Section['slug']) => void;
}) {
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-2 md:grid-cols-4">
      <legend className="sr-only">Choose a section</legend>
      {sections.map((s) => {
        const isSelected = s.slug === selected;
        return (
          <button
            key={s.slug}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onSelect(s.slug)}
            className={cn(
              'flex min-h-16 flex-col items-start justify-between gap-1 rounded-xl border p-3 text-left text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800',
              isSelected
                ? 'border-green-800 bg-green-800 text-white'
                : 'border-amber-200 bg-white text-green-950 hover:border-green-700',
            )}
          >
            <span>{s.title}</span>
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs',
                s.premium
                  ? isSelected
                    ? 'bg-amber-200 text-amber-950'
                    : 'bg-amber-100 text-amber-900'
                  : isSelected
                    ? 'bg-green-100 text-green-950'
                    : 'bg-green-100 text-green-900',
              )}
            >
              {s.locked && <Lock className="h-3 w-3" aria-hidden />}
              {s.premium ? 'Premium' : 'Free'}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
