import { Badge } from '@client/components/ui/badge';
import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { CheckCircle2, Flag, XCircle } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router';
import type { ExamResults, ExamReviewItem } from '@shared/contracts/exams';
import { useState } from 'react';
import { formatClock } from './exam-clock';

type Filter = 'all' | 'missed' | 'flagged';

function headline(r: ExamResults) {
  if (r.isPreview) return 'Preview finished';
  if (r.passedAll) return r.portions.length > 1 ? 'You passed both portions' : 'You passed';
  const failed = r.portions.filter((p) => !p.passed).map((p) => p.title.toLowerCase());
  return `Not yet: the ${failed.join(' and the ')} ${failed.length > 1 ? 'are' : 'is'} below the pass mark`;
}

function ReviewItem({ item, number }: { item: ExamReviewItem; number: number }) {
  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-stone-600">
        <span>Question {number}</span>
        <span>· {item.domainTitle}</span>
        {!item.scored && <Badge tone="stone">Unscored pretest item</Badge>}
        {item.flagged && (
          <span className="inline-flex items-center gap-1 text-amber-800">
            <Flag className="h-3 w-3" aria-hidden /> Flagged
          </span>
        )}
      </p>
      <p className="mt-2 font-semibold text-stone-900">{item.question}</p>
      <ul className="mt-3 space-y-1.5">
        {item.options.map((o, i) => {
          const isKey = o === item.correctAnswer;
          const isChoice = o === item.selectedAnswer;
          return (
            <li
              key={o}
              className={cn(
                'rounded-lg border px-3 py-2 text-sm',
                isKey
                  ? 'border-green-700 bg-green-50'
                  : isChoice
                    ? 'border-red-600 bg-red-50'
                    : 'border-stone-200',
              )}
            >
              <p className="flex items-start gap-2">
                {isKey ? (
                  <CheckCircle2
                    className="mt-0.5 h-4 w-4 shrink-0 text-green-700"
                    aria-label="Correct answer"
                  />
                ) : isChoice ? (
                  <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-label="Your answer" />
                ) : (
                  <span className="w-4" aria-hidden />
                )}
                <span>
                  {o}
                  {isChoice && <span className="font-semibold"> (your answer)</span>}
                </span>
              </p>
              {item.rationales?.[i] && <p className="mt-1 pl-6 text-stone-700">{item.rationales[i]}</p>}
            </li>
          );
        })}
      </ul>
      {item.selectedAnswer === null && (
        <p className="mt-2 text-sm font-semibold text-red-800">Not answered</p>
      )}
      <p className="mt-3 text-sm text-stone-800">{item.explanation}</p>
      {item.citation && (
        <p className="mt-2 text-xs text-stone-600">
          Law: {item.citation.law} ({item.citation.version}).{' '}
          <a href={item.citation.source} className="underline" rel="noreferrer" target="_blank">
            Source read
          </a>
        </p>
      )}
    </li>
  );
}

/** Pass or fail per portion against its own mark, the score per domain, time used, and the review. */
export function ExamResultsView({ results: r }: { results: ExamResults }) {
  const [filter, setFilter] = useState<Filter>('all');
  const numbered = r.review.map((item, i) => ({ item, number: i + 1 }));
  const shown = numbered.filter(({ item }) =>
    filter === 'missed' ? !item.isCorrect : filter === 'flagged' ? item.flagged : true,
  );
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Card>
        <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">
          Exam Simulator · {r.stateCode} · {new Date(r.submittedAt).toLocaleDateString()}
        </p>
        <h1 className="mt-1 text-2xl font-bold text-green-950">{headline(r)}</h1>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {r.portions.map((p) => (
            <section
              key={p.kind}
              aria-label={`${p.title} result`}
              className={cn('rounded-xl border-2 p-4', p.passed ? 'border-green-700' : 'border-red-600')}
            >
              <h2 className="flex items-center justify-between gap-2 font-semibold">
                {p.title}
                <Badge tone={p.passed ? 'green' : 'amber'}>{p.passed ? 'Passed' : 'Not passed'}</Badge>
              </h2>
              <p className="mt-2 text-3xl font-bold">{p.scorePercent}%</p>
              <p className="text-sm text-stone-700">
                {p.correct} of {p.scoredTotal} scored items · pass mark {p.passPercent}%
              </p>
              <p className="text-sm text-stone-700">
                Time used {formatClock(p.timeUsedSeconds)} of {formatClock(p.timeLimitSeconds)}
                {p.timedOut ? ' (time ran out)' : ''}
              </p>
              {p.shortBy > 0 && (
                <p className="mt-1 text-xs text-amber-900">
                  {p.shortBy} items shorter than the real portion: our state bank is still growing.
                </p>
              )}
            </section>
          ))}
        </div>
      </Card>

      <Card>
        <h2 className="text-lg font-bold text-green-950">By domain</h2>
        {r.portions.map((p) => (
          <div key={p.kind} className="mt-3">
            {r.portions.length > 1 && <h3 className="font-semibold text-stone-800">{p.title}</h3>}
            <ul className="mt-2 divide-y divide-amber-100">
              {[...p.domains]
                .sort((a, b) => a.correct / a.total - b.correct / b.total)
                .map((d) => {
                  const pct = d.total ? Math.round((d.correct / d.total) * 100) : 0;
                  const weak = pct < p.passPercent;
                  return (
                    <li key={d.domain} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                      <span className="min-w-48 flex-1">{d.title}</span>
                      <span
                        className={cn('font-semibold tabular-nums', weak ? 'text-red-800' : 'text-green-800')}
                      >
                        {d.correct}/{d.total} ({pct}%)
                      </span>
                      {weak && (
                        <span className="flex gap-3 text-sm">
                          <Link
                            to={d.studyPath}
                            className="font-semibold text-green-800 underline underline-offset-4"
                          >
                            Study it
                          </Link>
                          <Link
                            to={d.practicePath}
                            className="font-semibold text-green-800 underline underline-offset-4"
                          >
                            Practise it
                          </Link>
                        </span>
                      )}
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </Card>

      <Card>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-bold text-green-950">Review every item</h2>
          <fieldset className="flex gap-1" aria-label="Show">
            {(
              [
                ['all', `All (${r.review.length})`],
                ['missed', `Missed (${r.review.filter((i) => !i.isCorrect).length})`],
                ['flagged', `Flagged (${r.review.filter((i) => i.flagged).length})`],
              ] as const
            ).map(([value, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                className={buttonClasses(filter === value ? 'primary' : 'outline', 'sm')}
              >
                {label}
              </button>
            ))}
          </fieldset>
        </div>
        {shown.length === 0 ? (
          <p className="mt-4 text-stone-700">Nothing to show here.</p>
        ) : (
          <ol aria-label="Reviewed items" className="mt-4 space-y-3">
            {shown.map(({ item, number }) => (
              <ReviewItem key={item.questionId} item={item} number={number} />
            ))}
          </ol>
        )}
      </Card>
      <div className="flex flex-wrap gap-3">
        <Link to="/exam/history" className={buttonClasses('outline')}>
          All attempts
        </Link>
        <Link to="/dashboard" className={buttonClasses('ghost')}>
          Return to Dashboard
        </Link>
      </div>
    </div>
  );
}
