import { CheckCircle2, XCircle } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import type { QuizQuestion } from '@shared/contracts/quiz';
import type { Ref } from 'react';

/** A question and its four options; once submitted, the key and a wrong choice are marked. */
export function QuestionCard({
  question: q,
  selected,
  submitted,
  onSelect,
  legendRef,
}: {
  question: QuizQuestion;
  selected: string | null;
  submitted: boolean;
  onSelect: (option: string) => void;
  legendRef: Ref<HTMLLegendElement>;
}) {
  const optionId = (i: number) => `q-${q.id}-opt-${i}`;
  return (
    <fieldset className="mt-2">
      <legend
        ref={legendRef}
        tabIndex={-1}
        className="text-lg font-semibold text-stone-900 focus:outline-none"
      >
        {q.question}
      </legend>
      <div className="mt-4 space-y-2">
        {q.options.map((option, i) => {
          const chosen = selected === option;
          const showRight = submitted && option === q.correctAnswer;
          const showWrong = submitted && chosen && option !== q.correctAnswer;
          return (
            <label
              key={option}
              htmlFor={optionId(i)}
              className={cn(
                'flex items-start gap-3 rounded-xl border-2 p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-green-800',
                submitted ? 'cursor-default' : 'cursor-pointer',
                showRight
                  ? 'border-green-700 bg-green-100'
                  : showWrong
                    ? 'border-red-600 bg-red-50'
                    : chosen
                      ? 'border-green-700 bg-green-50'
                      : 'border-stone-200 bg-white',
                !chosen && 'hover:border-green-600',
              )}
            >
              <input
                id={optionId(i)}
                type="radio"
                name={`answer-${q.id}`}
                value={option}
                checked={chosen}
                disabled={submitted}
                onChange={() => onSelect(option)}
                className="mt-1 h-4 w-4 accent-green-800"
              />
              <span className="flex-1">
                <span className="sr-only">Option {i + 1}: </span>
                {option}
              </span>
              {showRight && (
                <CheckCircle2 className="h-5 w-5 shrink-0 text-green-700" aria-label="Correct answer" />
              )}
              {showWrong && (
                <XCircle className="h-5 w-5 shrink-0 text-red-700" aria-label="Your answer, incorrect" />
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
