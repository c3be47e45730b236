import { buttonClasses } from '@client/components/ui/button';
import { BarChart3, CalendarClock, History, Target, Trophy } from '@client/components/ui/icons';
import { QueryView } from '@client/components/ui/query-states';
import { useProgressHistory } from '@client/features/progress/api/get-progress-history';
import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router';
import type { ProgressHistoryResponse } from '@shared/contracts/insights';
import { type SessionMode, sessionModes, sessionModeTitle } from '@shared/domain/modes';
import type { ReactNode } from 'react';
import { AchievementsList } from './achievements-list';
import { Panel } from './panel';
import { DomainBars, MinutesChart } from './progress-charts';

const WEAKEST_SHOWN = 6;
const MIN_ANSWERS_FOR_WEAK = 2;
/** A concept at or above this accuracy is not a weak spot. */
const WEAK_BELOW = 75;

function cellTone(v: number | null) {
  if (v === null) return 'bg-stone-50 text-stone-500';
  if (v >= 75) return 'bg-green-700 text-white';
  if (v >= 50) return 'bg-green-200 text-green-950';
  return 'bg-amber-200 text-amber-950';
}

function WeeklyGrid({ h }: { h: ProgressHistoryResponse }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] border-separate border-spacing-1 text-sm">
        <caption className="sr-only">Accuracy per outline domain, week by week</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left font-semibold text-stone-700">
              Domain
            </th>
            {h.weeks.map((w) => (
              <th key={w} scope="col" className="font-normal text-stone-700">
                {w.slice(5)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {h.domains.map((d) => (
            <tr key={d.id}>
              <th scope="row" className="max-w-48 pr-2 text-left font-normal text-stone-800">
                {d.title}
              </th>
              {d.weekly.map((v, i) => (
                <td key={h.weeks[i]} className={cn('rounded px-1 py-1 text-center', cellTone(v))}>
                  {v === null ? '–' : `${v}%`}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WeakestConcepts({ h }: { h: ProgressHistoryResponse }) {
  const counted = h.concepts.filter((c) => c.answered >= MIN_ANSWERS_FOR_WEAK);
  const weak = counted.filter((c) => c.accuracy < WEAK_BELOW).slice(0, WEAKEST_SHOWN);
  if (weak.length === 0)
    return (
      <p className="text-stone-700">
        {counted.length === 0
          ? 'Answer a few more questions and your weakest concepts show here.'
          : `No weak spots yet: every concept you have answered at least twice is at ${WEAK_BELOW}% or better.`}
      </p>
    );
  return (
    <ul className="space-y-3">
      {weak.map((c) => (
        <li key={c.id} className="rounded-xl border border-stone-200 p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-green-950">{c.title}</p>
            <p className="text-sm text-stone-700">
              {c.accuracy}% of {c.answered} right
            </p>
          </div>
          <div className="mt-2 flex flex-wrap gap-2">
            {c.storyPath && (
              <Link to={c.storyPath} className={buttonClasses('outline', 'sm')}>
                Read the story
              </Link>
            )}
            {c.flashcards > 0 && (
              <Link to="/flashcards" className={buttonClasses('outline', 'sm')}>
                {c.flashcards} flashcards
              </Link>
            )}
            <Link
              to={`/practice?concepts=${encodeURIComponent(c.id)}&start=1`}
              className={buttonClasses('primary', 'sm')}
            >
              Challenge round
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Rounds({ h }: { h: ProgressHistoryResponse }) {
  if (h.sessions.length === 0) return <p className="text-stone-700">No finished rounds yet.</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {h.sessions.map((s) => (
        <li key={s.id} className="flex flex-wrap justify-between gap-2 py-2">
          <span className="font-semibold text-green-950">
            {(sessionModes as readonly string[]).includes(s.mode)
              ? sessionModeTitle(s.mode as SessionMode)
              : s.mode}
          </span>
          <span className="text-stone-700">
            {s.correct} of {s.total} · {new Date(s.completedAt).toLocaleDateString()}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Progress over time: domains by week, weakest concepts with where to work on them, time, rounds, exams, achievements. */
export function ProgressOverview({
  stateCode,
  examAttempts,
}: {
  stateCode: string;
  examAttempts: ReactNode;
}) {
  const history = useProgressHistory(stateCode);
  return (
    <QueryView
      forLearner
      query={history}
      loadingLabel="Loading your progress…"
      errorTitle="We could not load your progress."
    >
      {(h) => (
        <div className="grid gap-5 lg:grid-cols-2">
          <Panel title={`Accuracy by ${h.vendor} domain`} icon={BarChart3} className="lg:col-span-2">
            <DomainBars domains={h.domains} />
            <h3 className="mt-4 font-semibold text-green-950">Week by week</h3>
            <WeeklyGrid h={h} />
          </Panel>
          <Panel title="Weakest concepts" icon={Target}>
            <WeakestConcepts h={h} />
          </Panel>
          <Panel title="Time studied per day" icon={CalendarClock}>
            <MinutesChart days={h.days} />
          </Panel>
          <Panel title="Rounds finished" icon={History}>
            <Rounds h={h} />
          </Panel>
          <Panel title="Exam attempts" icon={Trophy}>
            {examAttempts}
          </Panel>
          <Panel title="Achievements" icon={Trophy} className="lg:col-span-2">
            <AchievementsList />
          </Panel>
        </div>
      )}
    </QueryView>
  );
}
