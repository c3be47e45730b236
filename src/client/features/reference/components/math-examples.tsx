import { DisclosureButton } from '@client/components/ui/disclosure-button';
import { ChevronDown } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import { mathCategories } from '@shared/content/schemas';
import {
  type MathCategory,
  type MathReferenceResponse,
  mathCategoryLabels,
} from '@shared/contracts/reference';
import { useId, useState } from 'react';

type Example = MathReferenceResponse['examples'][number];

function ExampleItem({ example }: { example: Example }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const parts = [
    ['Problem', example.problem],
    ['Solution', example.solution],
    ['Answer', example.answer],
    ['Formula', example.formula],
    ['Explanation', example.explanation],
  ] as const;
  return (
    <li className="rounded-xl border border-amber-200 bg-white">
      <h4>
        <DisclosureButton
          isOpen={isOpen}
          onToggle={() => setIsOpen((v) => !v)}
          controls={panelId}
          className="min-h-11 scroll-mt-32 items-center rounded-xl px-3 py-2 hover:bg-green-50"
        >
          {example.title}
        </DisclosureButton>
      </h4>
      <div id={panelId} hidden={!isOpen} className="border-t border-amber-100 px-3 pb-3">
        <dl className="max-w-3xl space-y-3 pt-3 text-sm">
          {parts.map(([label, text]) => (
            <div key={label}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-green-800">{label}</dt>
              <dd
                className={cn(
                  'mt-0.5',
                  label === 'Formula' && 'wrap-break-word rounded-md bg-stone-50 px-2 py-1 font-mono',
                  label === 'Answer' ? 'font-semibold text-stone-900' : 'text-stone-800',
                )}
              >
                {text}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}

function ExampleCategory({ category, examples }: { category: MathCategory; examples: Example[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="rounded-2xl border border-amber-200 bg-amber-50/60 shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((v) => !v)}
          className="flex min-h-14 w-full scroll-mt-32 items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
        >
          <span className="text-lg font-bold text-green-950">{mathCategoryLabels[category]}</span>
          <span className="flex shrink-0 items-center gap-2 text-sm text-stone-700">
            {examples.length} {examples.length === 1 ? 'example' : 'examples'}
            <ChevronDown className={cn('h-5 w-5 transition-transform', isOpen && 'rotate-180')} aria-hidden />
          </span>
        </button>
      </h3>
      <ul id={panelId} hidden={!isOpen} className="space-y-2 px-3 pb-3 sm:px-4">
        {examples.map((e) => (
          <ExampleItem key={e.id} example={e} />
        ))}
      </ul>
    </li>
  );
}

/** The worked examples in 8 collapsible categories; each example opens to problem, solution, formula and explanation. */
export function MathExamples({ examples }: { examples: Example[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-2xl font-bold text-green-950">
        Worked Examples
      </h2>
      <p className="text-stone-700">
        Open a category, then a problem. Try it on paper first, then check the solution.
      </p>
      <ul className="space-y-3">
        {mathCategories.map((c) => (
          <ExampleCategory key={c} category={c} examples={examples.filter((e) => e.category === c)} />
        ))}
      </ul>
    </section>
  );
}
