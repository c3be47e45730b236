import { Button, buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { CheckCircle2, Lock, XCircle } from '@client/components/ui/icons';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { useAnswerMath, useMathDrill } from '@client/features/practice/api/math-drill';
import { useUser } from '@client/lib/api/get-user';
import { describeError } from '@client/lib/api-client';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import { Link } from '@client/lib/router';
import type { MathAnswerResponse, MathDrillResponse } from '@shared/contracts/practice';
import { type FormEvent, useId, useRef, useState } from 'react';

const DRILL_SIZE = 10;
const unitHint = {
  money: 'Dollars and cents, e.g. 1234.56',
  percent: 'Percent to one decimal, e.g. 7.5',
  number: 'The number',
};

function FamilyTable({ families }: { families: MathDrillResponse['families'] }) {
  const practised = families.filter((f) => f.answered > 0);
  if (practised.length === 0) return null;
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-semibold text-green-950">Accuracy by problem type</caption>
      <tbody>
        {practised.map((f) => (
          <tr key={f.id} className="border-t border-stone-200">
            <th scope="row" className="py-1 text-left font-normal">
              {f.title}
            </th>
            <td className="py-1 text-right">
              {f.correct} of {f.answered} ({Math.round((f.correct / f.answered) * 100)}%)
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Drill({ drill }: { drill: MathDrillResponse }) {
  const [index, setIndex] = useState(0);
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<MathAnswerResponse | null>(null);
  const [families, setFamilies] = useState(drill.families);
  const [right, setRight] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(Date.now());
  const answer = useAnswerMath();
  const inputId = useId();
  const item = drill.items[index];

  if (!item)
    return (
      <Card className="space-y-4">
        <h2 className="text-2xl font-bold text-green-950">Drill complete</h2>
        <p>
          {right} of {drill.items.length} right.
        </p>
        <FamilyTable families={families} />
        <Link to="/math-drill" reloadDocument className={buttonClasses('primary')}>
          Another drill
        </Link>
      </Card>
    );

  function check(e: FormEvent) {
    e.preventDefault();
    if (!typed.trim()) return setError('Type your answer as a number.');
    setError(null);
    answer.mutate(
      {
        answerId: crypto.randomUUID(),
        questionId: item!.questionId,
        typed,
        timeSpent: Math.round((Date.now() - started.current) / 1000),
      },
      {
        onSuccess: (r) => {
          setResult(r);
          if (r.isCorrect) setRight((n) => n + 1);
          setFamilies((list) => list.map((f) => (f.id === r.family.id ? r.family : f)));
        },
        onError: (err) => setError(describeError(err)),
      },
    );
  }

  function next() {
    setIndex((i) => i + 1);
    setTyped('');
    setResult(null);
    started.current = Date.now();
  }

  return (
    <Card className="space-y-4">
      <p className="text-sm text-stone-700">
        Problem {index + 1} of {drill.items.length} · {item.familyTitle}
      </p>
      <p className="text-lg font-semibold text-stone-900">{item.question}</p>
      <form onSubmit={check} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor={inputId} className="mb-1 block font-semibold text-green-950">
            Your answer
          </label>
          <input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            disabled={Boolean(result)}
            onChange={(e) => setTyped(e.target.value)}
            aria-describedby={`${inputId}-hint`}
            className="h-11 w-full rounded-lg border border-stone-400 bg-white px-3"
          />
          <p id={`${inputId}-hint`} className="mt-1 text-sm text-stone-700">
            {unitHint[item.unit]}
          </p>
        </div>
        {!result && (
          <Button type="submit" disabled={answer.isPending}>
            Check
          </Button>
        )}
      </form>
      {error && (
        <p role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      )}
      {result && (
        <div role="status" className="space-y-3">
          <p className={result.isCorrect ? 'font-semibold text-green-900' : 'font-semibold text-red-800'}>
            {result.isCorrect ? (
              <CheckCircle2 className="mr-1 inline h-5 w-5" aria-hidden />
            ) : (
              <XCircle className="mr-1 inline h-5 w-5" aria-hidden />
            )}
            {result.isCorrect ? 'Right!' : 'Not quite.'} The answer is {result.correctAnswer}.
          </p>
          <div className="rounded-lg bg-amber-50 p-3">
            <h3 className="font-semibold text-green-950">Worked solution</h3>
            <p className="mt-1 text-stone-800">{result.steps}</p>
          </div>
          <p className="text-sm text-stone-700">
            {result.family.title}: {result.family.correct} of {result.family.answered} right so far.
          </p>
          <Button onClick={next}>{index + 1 === drill.items.length ? 'See results' : 'Next problem'}</Button>
        </div>
      )}
    </Card>
  );
}

export function Component() {
  const { data: user } = useUser();
  const isPremium = useIsPremium();
  const [runId] = useState(() => crypto.randomUUID());
  const drill = useMathDrill(runId, DRILL_SIZE, isPremium);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <Link
        to="/math"
        className="inline-block text-sm font-semibold text-green-800 underline underline-offset-4"
      >
        Back to Math
      </Link>
      <header>
        <h1 className="text-3xl font-bold text-green-950">Math Drill</h1>
        <p className="mt-1 text-stone-700">
          Type the number. Problems rotate through every type, because mixing them up is what makes the skill
          stick; after each one you see the worked solution.
        </p>
      </header>
      {!user ? (
        <LoadingState />
      ) : !isPremium ? (
        <Card className="space-y-3">
          <p>Real-estate math is part of Financing & Economics, which is Premium.</p>
          <Link to="/subscribe" className={buttonClasses('primary')}>
            <Lock className="h-4 w-4" aria-hidden />
            Unlock Math Drill
          </Link>
        </Card>
      ) : drill.isPending ? (
        <LoadingState label="Writing your problems…" />
      ) : drill.isError ? (
        <ErrorState error={drill.error} onRetry={() => void drill.refetch()} />
      ) : (
        <Drill drill={drill.data} />
      )}
    </div>
  );
}
