import { cn } from '@client/lib/cn';
import type { Ref } from 'react';

/** An exam item: the stem and four options to choose from. Nothing says whether a choice is right. */
export function ExamQuestion({
  questionId,
  number,
  question,
  options,
  selected,
  onSelect,
  legendRef,
}: {
  questionId: string;
  number: number;
  question: string;
  options: string[];
  selected: string | null;
  onSelect: (option: string) => void;
  legendRef: Ref<HTMLLegendElement>;
}) {
  return (
    <fieldset>
      <legend
        ref={legendRef}
        tabIndex={-1}
        className="text-lg font-semibold text-stone-900 focus:outline-none"
      >
        <span className="sr-only">Question {number}: </span>
        {question}
      </legend>
      <div className="mt-4 space-y-2">
        {options.map((option, i) => {
          const id = `exam-${questionId}-opt-${i}`;
          const chosen = selected === option;
          return (
            <label
              key={option}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-green-800',
                chosen ? 'border-green-700 bg-green-50' : 'border-stone-200 bg-white hover:border-green-600',
              )}
            >
              <input
                id={id}
                type="radio"
                name={`exam-answer-${questionId}`}
                value={option}
                checked={chosen}
                onChange={() => onSelect(option)}
                className="mt-1 h-4 w-4 accent-green-800"
              />
              <span className="flex-1">
                <span aria-hidden className="mr-1 font-semibold text-stone-500">
                  {String.fromCharCode(65 + i)}.
                </span>
                <span className="sr-only">Option {i + 1}: </span>
                {option}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
