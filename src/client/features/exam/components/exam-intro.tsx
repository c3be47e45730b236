import { Badge } from '@client/components/ui/badge';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { TextLink } from '@client/components/ui/text-link';
import { Link } from '@client/lib/router';
import type { ExamStructureResponse } from '@shared/contracts/exams';

const figureNames: Record<string, string> = {
  vendor: 'who delivers the exam',
  scoredItems: 'items',
  pretestItems: 'unscored pretest items',
  minutes: 'time',
  passPercent: 'pass mark',
  stateItems: 'state-law share',
};
function describeFigure(f: string) {
  const [portion, figure] = f.includes('.') ? f.split('.') : ['', f];
  return `${portion ? `${portion} ` : ''}${figureNames[figure!] ?? figure}`;
}

/**
 * Before the clock starts: the state's exam as published (portions, items, time, pass marks), what our
 * bank can fill of it, what we could not confirm, and the rules. The clock starts on Start.
 */
export function ExamIntro({
  structure: s,
  isPremium,
  starting,
  onStart,
}: {
  structure: ExamStructureResponse;
  isPremium: boolean;
  starting: boolean;
  onStart: () => void;
}) {
  const preview = s.preview;
  return (
    <Card className="mx-auto max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">Exam Simulator</p>
      <h1 className="mt-1 text-2xl font-bold text-green-950">
        {preview ? `Preview exam · ${s.stateName}` : `${s.stateName} salesperson exam`}
      </h1>
      {preview ? (
        <div className="mt-3 space-y-2">
          <Badge tone="amber">Free preview</Badge>
          <p>
            A {preview.items}-question sample of the national portion with {preview.minutes}{' '}
            {preview.minutes === 1 ? 'minute' : 'minutes'} on the clock, the same time per question as the
            real exam. The full simulator (
            {s.portions
              .map((p) => `${p.scoredItems + p.pretestItems} ${p.title.toLowerCase()} items`)
              .join(', ')}
            ) comes with <TextLink to="/subscribe">Premium</TextLink>.
          </p>
          {preview.items === 0 && (
            <p role="alert" className="font-semibold text-red-800">
              Your free preview questions are used up.
            </p>
          )}
        </div>
      ) : (
        <p className="mt-2 text-stone-800">
          Delivered by {s.vendor === 'state-run' ? 'the state itself' : s.vendor}. Each portion has its own
          clock and its own pass mark; you must pass {s.portions.length > 1 ? 'both' : 'it'}.
        </p>
      )}
      {!preview && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Portions of the exam</caption>
            <thead>
              <tr className="border-b border-amber-200 text-stone-700">
                <th scope="col" className="py-2 pr-3">
                  Portion
                </th>
                <th scope="col" className="py-2 pr-3">
                  Items
                </th>
                <th scope="col" className="py-2 pr-3">
                  Time
                </th>
                <th scope="col" className="py-2">
                  Pass mark
                </th>
              </tr>
            </thead>
            <tbody>
              {s.portions.map((p) => (
                <tr key={p.kind} className="border-b border-amber-100">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {p.title}
                  </th>
                  <td className="py-2 pr-3">
                    {p.scoredItems} scored{p.pretestItems ? ` + ${p.pretestItems} unscored pretest` : ''}
                  </td>
                  <td className="py-2 pr-3">{p.minutes} min</td>
                  <td className="py-2">{p.passPercent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!preview &&
        s.portions
          .filter((p) => p.shortBy > 0)
          .map((p) => (
            <p
              key={p.kind}
              role="note"
              className="mt-3 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-950"
            >
              {p.bankItems === 0
                ? `We have no ${s.stateName} state-law questions yet, so this ${p.title.toLowerCase()} is left out: it has ${p.scoredItems} items on the real exam.`
                : `Our ${s.stateName} state-law bank has ${p.bankItems} questions, so this ${p.title.toLowerCase()} has ${p.scoredItems - p.shortBy} scored items instead of the real exam's ${p.scoredItems}.`}{' '}
              We never fill state slots with national questions.
            </p>
          ))}
      <h2 className="mt-5 font-semibold text-green-950">Exam conditions</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
        <li>
          No answers, explanations or hints until you finish: your results show every item with its key.
        </li>
        <li>Choose, change, skip and flag questions; the grid takes you to any question.</li>
        <li>
          The clock starts when you press Start. At zero the portion is submitted as it stands; unanswered
          items count wrong.
        </li>
        <li>Your choices are saved as you go: a reload or another device picks up where you left off.</li>
      </ul>
      {!preview &&
        (s.unconfirmed.length > 0 ||
          s.spec.questions !== s.portions.reduce((n, p) => n + p.scoredItems, 0)) && (
          <details className="mt-4 text-sm text-stone-700">
            <summary className="cursor-pointer font-semibold text-green-900">
              Where these figures come from
            </summary>
            {s.notes && <p className="mt-2">{s.notes}</p>}
            {s.unconfirmed.length > 0 && (
              <p className="mt-2">
                Not confirmed from the regulator's or the vendor's own published material:{' '}
                {s.unconfirmed.map(describeFigure).join(', ')}.
              </p>
            )}
            {s.sources.length > 0 && (
              <ul className="mt-2 list-disc pl-5">
                {s.sources.map((src) => (
                  <li key={src.url}>{src.read}</li>
                ))}
              </ul>
            )}
          </details>
        )}
      <div className="mt-6 flex flex-wrap gap-3">
        {s.openAttemptId ? (
          <Button size="lg" onClick={onStart} disabled={starting}>
            Resume your exam
          </Button>
        ) : (
          <Button size="lg" onClick={onStart} disabled={starting || (preview?.items ?? 1) === 0}>
            {starting ? 'Starting…' : preview ? 'Start the preview' : 'Start the exam'}
          </Button>
        )}
        {!isPremium && (
          <Link to="/subscribe" className={buttonClasses('outline', 'lg')}>
            Upgrade to Premium
          </Link>
        )}
        <Link to="/exam/history" className={buttonClasses('ghost', 'lg')}>
          Past attempts
        </Link>
      </div>
    </Card>
  );
}
