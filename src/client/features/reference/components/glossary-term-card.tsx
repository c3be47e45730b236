import { Badge } from '@client/components/ui/badge';
import type { GlossaryTermItem } from '@shared/contracts/reference';
import { referenceCategoryLabels } from '@shared/domain/reference-categories';
import { memo, useId } from 'react';

/** One term: its category, definition, examples and related terms (a click searches for one). */
export const GlossaryTermCard = memo(function GlossaryTermCard({
  term,
  onRelatedTerm,
}: {
  term: GlossaryTermItem;
  onRelatedTerm: (term: string) => void;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-amber-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 wrap-break-word text-lg font-bold text-green-950">
          {term.term}
        </h2>
        <Badge tone="stone" className="shrink-0">
          {referenceCategoryLabels[term.category]}
        </Badge>
      </div>
      <p className="text-stone-800">{term.definition}</p>
      {term.examples.length > 0 && (
        <div className="rounded-xl bg-amber-50 p-3">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-amber-900">
            {term.examples.length > 1 ? 'Examples' : 'Example'}
          </h3>
          <ul className="mt-1 space-y-1 text-sm text-stone-800">
            {term.examples.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
      {term.relatedTerms.length > 0 && (
        <div className="mt-auto">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-600">Related terms</h3>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {term.relatedTerms.map((r) => (
              <li key={r}>
                <button
                  type="button"
                  onClick={() => onRelatedTerm(r)}
                  className="min-h-8 rounded-full border border-green-200 bg-green-50 px-3 py-1 text-left text-sm font-medium text-green-900 hover:border-green-700 hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
                >
                  {r}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
});
