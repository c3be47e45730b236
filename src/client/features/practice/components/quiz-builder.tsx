import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Lock } from '@client/components/ui/icons';
import {
  CUSTOM_QUIZ_MAX,
  CUSTOM_QUIZ_MIN,
  type CustomQuizRequest,
  type CustomQuizSource,
  customQuizSourceLabels,
  customQuizSources,
  stateItemChoices,
} from '@shared/contracts/practice';
import { type AreaId, areas } from '@shared/domain/areas';
import { type FormEvent, useState } from 'react';

export type BuilderChoices = Omit<CustomQuizRequest, 'stateCode'>;

const stateItemLabels: Record<(typeof stateItemChoices)[number], string> = {
  include: 'With national questions',
  exclude: 'National questions only',
  only: 'Only my state’s law',
};
const difficultyNames = ['Beginner', 'Easy', 'Medium', 'Hard', 'Expert'];

/** The custom quiz builder: the learner chooses, the server selects the questions. */
export function QuizBuilder({
  initial,
  isPremium,
  stateName,
  pending,
  onStart,
}: {
  initial: BuilderChoices;
  isPremium: boolean;
  stateName: string | null;
  pending: boolean;
  onStart: (choices: BuilderChoices) => void;
}) {
  const [picked, setPicked] = useState<AreaId[]>(initial.areas ?? []);
  const [stateItems, setStateItems] = useState(initial.stateItems ?? 'include');
  const [min, setMin] = useState(initial.difficultyMin ?? 1);
  const [max, setMax] = useState(initial.difficultyMax ?? 5);
  const [count, setCount] = useState(String(initial.count ?? 10));
  const [source, setSource] = useState<CustomQuizSource>(initial.source ?? 'all');
  const [search, setSearch] = useState(initial.search ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(count);
    if (!Number.isInteger(n) || n < CUSTOM_QUIZ_MIN || n > CUSTOM_QUIZ_MAX)
      return setError(`Choose from ${CUSTOM_QUIZ_MIN} to ${CUSTOM_QUIZ_MAX} questions.`);
    if (min > max) return setError('The easiest level must not be above the hardest.');
    setError(null);
    onStart({
      areas: picked,
      stateItems,
      difficultyMin: min,
      difficultyMax: max,
      count: n,
      source,
      search: search.trim() || undefined,
      concepts: initial.concepts,
      domains: initial.domains,
    });
  }

  return (
    <Card>
      <form onSubmit={submit} noValidate className="space-y-5" aria-label="Build a quiz">
        <fieldset>
          <legend className="font-semibold text-green-950">Areas (none ticked: all you can use)</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {areas.map((a) => {
              const locked = a.premium && !isPremium;
              return (
                <label
                  key={a.id}
                  className="flex items-center gap-2 rounded-lg border border-stone-200 p-2 has-[:disabled]:opacity-60"
                >
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-green-800"
                    disabled={locked}
                    checked={picked.includes(a.id)}
                    onChange={(e) =>
                      setPicked((p) => (e.target.checked ? [...p, a.id] : p.filter((x) => x !== a.id)))
                    }
                  />
                  {a.title}
                  {locked && (
                    <span className="ml-auto inline-flex items-center gap-1 text-xs font-semibold text-amber-900">
                      <Lock className="h-3 w-3" aria-hidden /> Premium
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-semibold text-green-950">Which questions</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-4">
            {customQuizSources.map((s) => (
              <label key={s} className="flex items-center gap-2 rounded-lg border border-stone-200 p-2">
                <input
                  type="radio"
                  name="source"
                  className="h-5 w-5 accent-green-800"
                  checked={source === s}
                  onChange={() => setSource(s)}
                />
                {customQuizSourceLabels[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-semibold text-green-950">
            {stateName ? `${stateName} law questions` : 'State law questions'}
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {stateItemChoices.map((s) => (
              <label key={s} className="flex items-center gap-2 rounded-lg border border-stone-200 p-2">
                <input
                  type="radio"
                  name="state-items"
                  className="h-5 w-5 accent-green-800"
                  checked={stateItems === s}
                  onChange={() => setStateItems(s)}
                />
                {stateItemLabels[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <label className="block">
            <span className="mb-1 block font-semibold text-green-950">Easiest</span>
            <select
              value={min}
              onChange={(e) => setMin(Number(e.target.value))}
              className="h-11 w-full rounded-lg border border-stone-400 bg-white px-3"
            >
              {difficultyNames.map((d, i) => (
                <option key={d} value={i + 1}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="mb-1 block font-semibold text-green-950">Hardest</span>
            <select
              value={max}
              onChange={(e) => setMax(Number(e.target.value))}
              className="h-11 w-full rounded-lg border border-stone-400 bg-white px-3"
            >
              {difficultyNames.map((d, i) => (
                <option key={d} value={i + 1}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="mb-1 block font-semibold text-green-950">
              Questions ({CUSTOM_QUIZ_MIN}–{CUSTOM_QUIZ_MAX})
            </span>
            <input
              type="number"
              inputMode="numeric"
              min={CUSTOM_QUIZ_MIN}
              max={CUSTOM_QUIZ_MAX}
              value={count}
              onChange={(e) => setCount(e.target.value)}
              className="h-11 w-full rounded-lg border border-stone-400 bg-white px-3"
            />
          </label>
        </div>
        <label className="block">
          <span className="mb-1 block font-semibold text-green-950">Words in the question (optional)</span>
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="h-11 w-full rounded-lg border border-stone-400 bg-white px-3"
          />
        </label>
        {(initial.concepts?.length ?? 0) > 0 && (
          <p className="text-sm text-stone-700">Limited to the concept you came from.</p>
        )}
        {error && (
          <p role="alert" className="font-semibold text-red-800">
            {error}
          </p>
        )}
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? 'Choosing your questions…' : 'Start quiz'}
        </Button>
      </form>
    </Card>
  );
}
