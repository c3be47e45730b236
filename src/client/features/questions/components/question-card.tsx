import { Badge } from '@client/components/ui/badge';
import { Check, ChevronDown, X } from '@client/components/ui/icons';
import { difficultyLabel, topicLabel } from '@client/features/questions/lib/labels';
import { cn } from '@client/lib/cn';
import type { DatabaseQuestion, Topic } from '@shared/contracts/questions';
import { type ReactNode, useId, useState } from 'react';

/** One question of the database: collapsed to its text, expanded to options, key, reasons and explanation. */
export function QuestionCard({
  q,
  topics,
  actions,
}: {
  q: DatabaseQuestion;
  topics: Topic[] | undefined;
  /** Buttons shown on the card (bookmark...). */
  actions?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <article className="rounded-2xl border border-amber-200 bg-white shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-start gap-3 rounded-2xl p-4 text-left hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-green-800"
        >
          <span className="min-w-0 flex-1">
            <span className="mb-2 flex flex-wrap gap-2">
              <Badge>{topicLabel(topics, q.topicId)}</Badge>
              <Badge tone="stone">{difficultyLabel(q.difficulty)}</Badge>
              {q.stateCode && <Badge tone="amber">{q.stateCode} law</Badge>}
            </span>
            <span className="block font-semibold text-green-950">{q.question}</span>
          </span>
          <ChevronDown
            className={cn('mt-1 h-5 w-5 shrink-0 text-green-800 transition-transform', open && 'rotate-180')}
            aria-hidden
          />
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className="space-y-3 border-t border-amber-100 px-4 pt-3 pb-4">
        <ol className="space-y-2">
          {q.options.map((option, i) => {
            const isKey = option === q.correctAnswer;
            return (
              <li
                key={option}
                className={cn(
                  'rounded-lg border p-3',
                  isKey ? 'border-green-700 bg-green-50' : 'border-stone-200 bg-stone-50',
                )}
              >
                <p className="flex items-start gap-2">
                  {isKey ? (
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-800" aria-hidden />
                  ) : (
                    <X className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" aria-hidden />
                  )}
                  <span>
                    <span className="font-semibold">{String.fromCharCode(65 + i)}.</span> {option}
                    {isKey && (
                      <span className="ml-2 text-sm font-semibold text-green-900">Correct answer</span>
                    )}
                  </span>
                </p>
                {q.rationales?.[i] && <p className="mt-1 pl-6 text-sm text-stone-700">{q.rationales[i]}</p>}
              </li>
            );
          })}
        </ol>
        <div>
          <h4 className="font-semibold text-green-950">Explanation</h4>
          <p className="text-stone-800">{q.explanation}</p>
        </div>
        {q.memoryHint && (
          <p className="text-sm text-stone-700">
            <span className="font-semibold">Memory hint:</span> {q.memoryHint}
          </p>
        )}
        {actions && <div className="flex flex-wrap gap-2 pt-1">{actions}</div>}
      </div>
    </article>
  );
}
