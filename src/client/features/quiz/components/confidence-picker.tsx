import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { type ConfidenceLevel, confidenceLabels, confidenceLevels } from '@shared/learning/confidence';

/** The confidence prompt (spec section 4): its wording depends on whether the answer was right. */
export function ConfidencePicker({
  name,
  isCorrect,
  value,
  recorded,
  sending,
  onChange,
  onSubmit,
}: {
  name: string;
  isCorrect: boolean;
  value: ConfidenceLevel | null;
  /** Once recorded the choice is locked and the Submit Confidence button goes. */
  recorded: boolean;
  sending: boolean;
  onChange: (level: ConfidenceLevel) => void;
  onSubmit: () => void;
}) {
  return (
    <>
      <fieldset disabled={recorded}>
        <legend className="font-semibold text-green-950">
          {isCorrect
            ? 'How confident were you with this answer?'
            : 'How familiar did this topic feel to you?'}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {confidenceLevels.map((level) => (
            <label
              key={level}
              className={cn(
                'cursor-pointer rounded-full border-2 px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-green-800',
                value === level
                  ? 'border-green-700 bg-green-100 text-green-950'
                  : 'border-stone-300 bg-white',
              )}
            >
              <input
                type="radio"
                name={name}
                value={level}
                checked={value === level}
                onChange={() => onChange(level)}
                className="sr-only"
              />
              {confidenceLabels[level]}
            </label>
          ))}
        </div>
      </fieldset>
      {!recorded && (
        <Button onClick={onSubmit} disabled={sending}>
          Submit Confidence
        </Button>
      )}
    </>
  );
}
