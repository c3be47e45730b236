import { Button } from '@client/components/ui/button';
import { TextAreaField, TextField } from '@client/components/ui/field';
import { difficultyLabel } from '@client/features/admin/lib/labels';
import type { AdminQuestion, QuestionEditFields } from '@shared/contracts/admin';
import { type FormEvent, useId, useState } from 'react';
import { SelectField } from './select-field';
import { useStateOptions } from './state-options';

const letters = ['A', 'B', 'C', 'D'];

/**
 * The fields an editor may change (stem, options, key, explanation, hint, fun fact, difficulty,
 * concept, state) and the public reason shown on /corrections (required when fixing a report).
 */
export function QuestionEditForm({
  question: q,
  reasonRequired,
  pending,
  submitLabel,
  onSubmit,
}: {
  question: AdminQuestion;
  reasonRequired: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: (fields: QuestionEditFields, reason: string) => void;
}) {
  const [stem, setStem] = useState(q.question);
  const [options, setOptions] = useState([...q.options]);
  const [answer, setAnswer] = useState(q.answerIndex);
  const [explanation, setExplanation] = useState(q.explanation);
  const [memoryHint, setMemoryHint] = useState(q.memoryHint ?? '');
  const [funFact, setFunFact] = useState(q.funFact ?? '');
  const [difficulty, setDifficulty] = useState(String(q.difficulty));
  const [concept, setConcept] = useState(q.conceptId ?? '');
  const [stateCode, setStateCode] = useState(q.stateCode ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const states = useStateOptions();
  const keyGroup = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reasonRequired && reason.trim().length < 3) return setError('Say why, for the corrections page.');
    setError(null);
    onSubmit(
      {
        stem,
        options,
        answer,
        explanation,
        memoryHint,
        funFact,
        difficulty: Number(difficulty),
        concept,
        stateCode: (stateCode || null) as QuestionEditFields['stateCode'],
      },
      reason.trim(),
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextAreaField label="Question" value={stem} onChange={(e) => setStem(e.target.value)} rows={3} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-800">Options (choose the correct one)</legend>
        {options.map((o, i) => (
          <div key={letters[i]} className="flex items-end gap-2">
            <label className="flex h-11 items-center gap-1 text-sm">
              <input
                type="radio"
                name={keyGroup}
                checked={answer === i}
                onChange={() => setAnswer(i)}
                className="h-4 w-4 accent-green-800"
                aria-label={`Option ${letters[i]} is correct`}
              />
            </label>
            <div className="flex-1">
              <TextField
                label={`Option ${letters[i]}`}
                value={o}
                onChange={(e) => setOptions(options.map((x, j) => (j === i ? e.target.value : x)))}
              />
            </div>
          </div>
        ))}
      </fieldset>
      <TextAreaField
        label="Explanation"
        value={explanation}
        onChange={(e) => setExplanation(e.target.value)}
        rows={3}
        hint="At least two sentences."
      />
      <TextField label="Memory hint" value={memoryHint} onChange={(e) => setMemoryHint(e.target.value)} />
      <TextField label="Fun fact" value={funFact} onChange={(e) => setFunFact(e.target.value)} />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Difficulty"
          value={difficulty}
          onChange={(e) => setDifficulty(e.target.value)}
          options={[1, 2, 3, 4, 5].map((d) => ({ value: String(d), label: `${d} ${difficultyLabel(d)}` }))}
        />
        <TextField label="Concept" value={concept} onChange={(e) => setConcept(e.target.value)} />
        <SelectField
          label="State"
          value={stateCode}
          onChange={(e) => setStateCode(e.target.value)}
          options={[{ value: '', label: 'Universal (all states)' }, ...states]}
        />
      </div>
      <TextAreaField
        label={
          reasonRequired
            ? 'Why (shown on the corrections page)'
            : 'Public note for the corrections page (optional)'
        }
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={2}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
