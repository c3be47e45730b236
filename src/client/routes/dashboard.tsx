import { LaterPart } from '@client/components/later-part';
import { Badge } from '@client/components/ui/badge';
import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Crown, Flame, Star, Trophy } from '@client/components/ui/icons';
import { TextLink } from '@client/components/ui/text-link';
import { DashboardGreeting, SignedOutNotice } from '@client/features/auth/components/dashboard-greeting';
import { WelcomePanel } from '@client/features/onboarding/components/welcome-panel';
import { isWelcomeWanted } from '@client/features/onboarding/lib/welcome-wanted';
import { ExamPlanCard } from '@client/features/practice/components/exam-plan-card';
import { MistakesCard } from '@client/features/practice/components/mistakes-card';
import { useProgress } from '@client/features/progress/api/get-progress';
import { DriveByCards } from '@client/features/progress/components/drive-by-cards';
import { LearningTrack } from '@client/features/progress/components/learning-track';
import { QuickTools } from '@client/features/progress/components/quick-tools';
import { ReadinessCard } from '@client/features/progress/components/readiness-card';
import { RecentAchievements } from '@client/features/progress/components/recent-achievements';
import { StreakCard } from '@client/features/progress/components/streak-card';
import { anchorDay, browserToday, shownStreak } from '@client/features/progress/lib/streak-week';
import { useStates } from '@client/lib/api/get-states';
import { useGuestFailed, useUser } from '@client/lib/api/get-user';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { Link, useSearchParams } from '@client/lib/router';
import { lazy, Suspense, useState } from 'react';

// The welcome modal shows once, on an installed app's first run or ?welcome=true: its dialog code loads
// only then, off the dashboard's first paint.
const WelcomeModal = lazy(() =>
  import('@client/features/onboarding/components/welcome-modal').then((m) => ({ default: m.WelcomeModal })),
);

function WelcomeOnFirstRun() {
  const [params] = useSearchParams();
  const [isWanted] = useState(() => isWelcomeWanted(params));
  return isWanted ? (
    <Suspense fallback={null}>
      <WelcomeModal />
    </Suspense>
  ) : null;
}

/**
 * Level, points and streak. Until the learner is known (the prerendered page, a visitor's guest session
 * on its way) the same card with dashes, so it keeps its room and nothing below it moves when the
 * numbers arrive; none if no learner is coming (the session failed to start).
 */
function StatsPanel() {
  const { data: user, isError } = useUser();
  const guestFailed = useGuestFailed();
  const { data: progress } = useProgress();
  if (!user)
    return isError || guestFailed ? null : (
      <StatsCard stats={statLabels.map((s) => ({ ...s, value: null }))} />
    );
  // The stored streak lapses once a whole day passes with no answer; the streak card shows the same.
  const streak = progress
    ? shownStreak(
        user.currentStreak,
        user.longestStreak,
        progress.activeDays,
        anchorDay(browserToday(), progress.activeDays),
      )
    : user.currentStreak;
  const values = [user.level, user.totalPoints, streak];
  return <StatsCard stats={statLabels.map((s, i) => ({ ...s, value: values[i]! }))} />;
}

const statLabels = [
  { label: 'Level', icon: Star },
  { label: 'Points', icon: Trophy },
  { label: 'Day streak', icon: Flame },
];

function StatsCard({ stats }: { stats: { label: string; icon: typeof Star; value: number | null }[] }) {
  return (
    <Card>
      <h2 className="sr-only">Your stats</h2>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {stats.map((s) => (
          <div key={s.label}>
            <s.icon className="mx-auto h-6 w-6 text-amber-600" aria-hidden />
            <dd className="text-2xl font-bold text-green-950">
              {s.value ?? (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">Loading</span>
                </>
              )}
            </dd>
            <dt className="text-sm text-stone-700">{s.label}</dt>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The dashboard's lower cards, by column, each with the name its LaterPart goes by. */
const lowerColumns = [
  {
    key: 'main',
    className: 'min-w-0 space-y-6 lg:col-span-2',
    cards: [
      ['exam-plan', ExamPlanCard],
      ['learning-track', LearningTrack],
      ['drive-by', DriveByCards],
    ],
  },
  {
    key: 'side',
    className: 'min-w-0 space-y-6',
    cards: [
      ['streak', StreakCard],
      ['mistakes', MistakesCard],
      ['readiness', ReadinessCard],
      ['achievements', RecentAchievements],
      ['quick-tools', QuickTools],
    ],
  },
] as const;

export function Component() {
  const { data: user } = useUser();
  const { stateCode } = useSelectedState();
  const { data: states } = useStates();
  const state = states?.find((s) => s.id === stateCode);
  return (
    <div className="space-y-6">
      <header>
        <DashboardGreeting />
        {user?.isPremium && (
          <p className="mt-2">
            <Link
              to="/account"
              className="rounded-full focus-visible:outline-2 focus-visible:outline-green-800"
            >
              <Badge size="sm">
                <Crown className="h-4 w-4" aria-hidden />
                Premium {user.premiumPlan === 'monthly' ? 'Monthly' : 'Lifetime'}
              </Badge>
            </Link>
          </p>
        )}
        <p className="mt-1 text-stone-700">
          {state
            ? `Studying for the ${state.name} salesperson exam (${state.examProvider}, ${state.passingPercentage}% to pass).`
            : 'Choose your state at the top of the page to see your exam details.'}
        </p>
        <nav aria-label="Guides" className="mt-2 flex flex-wrap gap-4 text-sm font-semibold">
          <TextLink to="/welcome">Welcome guide</TextLink>
          <TextLink to="/disclaimers">State disclaimers</TextLink>
          <TextLink to="/progress">Your progress</TextLink>
        </nav>
      </header>
      <SignedOutNotice />
      <WelcomeOnFirstRun />
      <WelcomePanel />
      <Card tone="success">
        <p className="text-green-950">
          <strong>Universal principles first.</strong> Most of every state's exam tests national real-estate
          principles. Learn them here, then add your state's law from your pre-licensing course.
        </p>
      </Card>
      <StatsPanel />
      <Link to="/study" className={buttonClasses('primary', 'lg')}>
        Start Studying
      </Link>
      <div className="grid gap-6 lg:grid-cols-3">
        {/* The cards below the fold are taken over one task each, after the rest (LaterPart). */}
        {lowerColumns.map((column) => (
          <div key={column.key} className={column.className}>
            {column.cards.map(([name, Card]) => (
              <LaterPart key={name} name={name} className="empty:hidden">
                <Card />
              </LaterPart>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
