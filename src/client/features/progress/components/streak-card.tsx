import { Flame } from '@client/components/ui/icons';
import { QueryView } from '@client/components/ui/query-states';
import { useProgress } from '@client/features/progress/api/get-progress';
import {
  anchorDay,
  browserToday,
  describeWeek,
  shownStreak,
} from '@client/features/progress/lib/streak-week';
import { useUser } from '@client/lib/api/get-user';
import { cn } from '@client/lib/cn';
import type { ProgressResponse } from '@shared/contracts/progress';
import type { UserResponse } from '@shared/contracts/user';
import { STREAK_DOTS } from '@shared/domain/limits';
import { Panel } from './panel';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function StreakBody({ user, progress }: { user: UserResponse; progress: ProgressResponse }) {
  const anchor = anchorDay(browserToday(), progress.activeDays);
  const week = describeWeek(progress.activeDays, anchor, STREAK_DOTS);
  const current = shownStreak(user.currentStreak, user.longestStreak, progress.activeDays, anchor);
  const studiedToday = week.at(-1)?.isActive ?? false;
  const hint = studiedToday
    ? 'You studied today. Come back tomorrow to keep it going.'
    : current > 0
      ? 'Answer a question today to keep your streak alive.'
      : 'Answer one question today to start a streak.';
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-amber-50 p-3">
          <dt className="text-sm text-stone-700">Current streak</dt>
          <dd className="text-2xl font-bold text-green-950">{days(current)}</dd>
        </div>
        <div className="rounded-xl bg-amber-50 p-3">
          <dt className="text-sm text-stone-700">Longest streak</dt>
          <dd className="text-2xl font-bold text-green-950">{days(Math.max(user.longestStreak, current))}</dd>
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-stone-800">Last 7 days</h3>
      <ul className="mt-2 grid grid-cols-7 gap-1 text-center">
        {week.map((d) => (
          <li key={d.day} className="flex flex-col items-center gap-1">
            <span
              aria-hidden
              className={cn(
                'h-7 w-7 rounded-full border-2',
                d.isActive ? 'border-green-700 bg-green-700' : 'border-stone-400 bg-white',
                d.isToday && 'ring-2 ring-amber-500 ring-offset-2',
              )}
            />
            <span
              aria-hidden
              className={cn('text-xs', d.isToday ? 'font-bold text-green-950' : 'text-stone-700')}
            >
              {d.weekday}
            </span>
            <span className="sr-only">
              {d.weekday}
              {d.isToday ? ' (today)' : ''}, {d.isActive ? 'active' : 'not active'}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-stone-700">{hint}</p>
    </>
  );
}

/** Current and longest streak, and one dot per day for the last 7 days (filled on days with an answer). */
export function StreakCard() {
  const { data: user } = useUser();
  const progress = useProgress();
  return (
    <Panel title="Study streak" icon={Flame}>
      <QueryView
        forLearner
        compact
        query={progress}
        loadingLabel="Loading your streak…"
        errorTitle="We could not load your streak."
      >
        {(data) => (user ? <StreakBody user={user} progress={data} /> : null)}
      </QueryView>
    </Panel>
  );
}
