import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { useGenerateQuestions } from '@client/features/admin/api/generate-questions';
import { toastFailure, toastSuccess } from '@client/features/admin/lib/labels';
import { adminTopics, GENERATE_DEFAULT_COUNT, GENERATE_MAX_COUNT } from '@shared/contracts/admin';
import { type FormEvent, useState } from 'react';
import { SelectField } from './select-field';
import { useStateOptions } from './state-options';

/** Generate: questions from our verified generators (math families, state-fact templates). */
export function GenerateTab() {
  const [stateCode, setStateCode] = useState('');
  const [topicId, setTopicId] = useState('');
  const [count, setCount] = useState(String(GENERATE_DEFAULT_COUNT));
  const generate = useGenerateQuestions();
  const states = useStateOptions();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(count);
    generate.mutate(
      {
        ...(stateCode ? { stateCode: stateCode as never } : {}),
        ...(topicId ? { topicId: Number(topicId) } : {}),
        ...(n !== GENERATE_DEFAULT_COUNT ? { count: n } : {}),
      },
      {
        onSuccess: (r) => toastSuccess('Questions Generated!', r.message),
        onError: (err) => toastFailure('Generation Failed', err),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-stone-700">
        Makes questions from our verified generators: real-estate math (Finance &amp; Investment, the same in
        every state) and state licensing facts (Law, Ethics &amp; Compliance). Leave both blank for a mix
        across all states. Duplicates of questions already in the bank are skipped.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="State (optional)"
          value={stateCode}
          onChange={(e) => setStateCode(e.target.value)}
          options={[{ value: '', label: 'All states' }, ...states]}
        />
        <SelectField
          label="Topic (optional)"
          value={topicId}
          onChange={(e) => setTopicId(e.target.value)}
          options={[
            { value: '', label: 'All topics with a generator' },
            ...adminTopics.map((t) => ({ value: String(t.id), label: `${t.id}. ${t.name}` })),
          ]}
        />
        <TextField
          label="How many"
          type="number"
          min={1}
          max={GENERATE_MAX_COUNT}
          value={count}
          onChange={(e) => setCount(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={generate.isPending || !(Number(count) >= 1)}>
        {generate.isPending ? 'Generating…' : 'Generate Questions'}
      </Button>
    </form>
  );
}
