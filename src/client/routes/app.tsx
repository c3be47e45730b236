import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import {
  BarChart3,
  Bookmark,
  BookOpen,
  Calculator,
  ClipboardList,
  Flame,
  GraduationCap,
  type IconComponent,
  Layers,
  ListChecks,
  RotateCcw,
  SlidersHorizontal,
  Star,
  Timer,
  Trophy,
} from '@client/components/ui/icons';
import { LoadingState } from '@client/components/ui/query-states';
import { usePracticeSummary } from '@client/features/practice/api/get-practice-summary';
import { ExamPlanCard } from '@client/features/practice/components/exam-plan-card';
import { MistakesCard } from '@client/features/practice/components/mistakes-card';
import { AchievementsList } from '@client/features/progress/components/achievements-list';
import { DriveByCards } from '@client/features/progress/components/drive-by-cards';
import { ProgressOverview } from '@client/features/progress/components/progress-overview';
import { useUser } from '@client/lib/api/get-user';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { Link, useNavigate, useSearchParams } from '@client/lib/router';
import { storage } from '@client/lib/storage';
import * as Tabs from '@radix-ui/react-tabs';
import { areas } from '@shared/domain/areas';
import { DEFAULT_STATE } from '@shared/domain/states';
import { storageKeys } from '@shared/domain/storage-keys';
import { useEffect } from 'react';
import { ExamAttempts } from './progress';

const tabs = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'study', label: 'Study' },
  { id: 'practice', label: 'Practice' },
  { id: 'progress', label: 'Progress' },
  { id: 'achievements', label: 'Achievements' },
] as const;
type TabId = (typeof tabs)[number]['id'];

function Tile({
  to,
  icon: Icon,
  title,
  text,
}: {
  to: string;
  icon: IconComponent;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      className="flex h-full gap-3 rounded-2xl border border-amber-200 bg-white p-4 shadow-sm hover:border-green-700 focus-visible:outline-2 focus-visible:outline-green-800"
    >
      <Icon className="mt-1 h-6 w-6 shrink-0 text-green-800" aria-hidden />
      <span>
        <span className="block font-semibold text-green-950">{title}</span>
        <span className="mt-1 block text-sm text-stone-700">{text}</span>
      </span>
    </Link>
  );
}

function DashboardTab() {
  const { data: user } = useUser();
  const stats = [
    { label: 'Level', value: user?.level ?? 1, icon: Star },
    { label: 'Points', value: user?.totalPoints ?? 0, icon: Trophy },
    { label: 'Day streak', value: user?.currentStreak ?? 0, icon: Flame },
  ];
  return (
    <div className="space-y-5">
      <Card tone="success">
        <h2 className="text-2xl font-bold text-green-950">
          {user?.firstName ? `Welcome, ${user.firstName}!` : 'Welcome to Premium!'}
        </h2>
        <p className="mt-1 text-green-950">
          Everything is open: study, practise, and watch your progress grow.
        </p>
      </Card>
      <dl className="grid grid-cols-3 gap-3">
        {stats.map((s) => (
          <div key={s.label} className="rounded-2xl border border-amber-200 bg-white p-3 text-center">
            <s.icon className="mx-auto h-6 w-6 text-amber-600" aria-hidden />
            <dd className="text-2xl font-bold text-green-950">{s.value}</dd>
            <dt className="text-sm text-stone-700">{s.label}</dt>
          </div>
        ))}
      </dl>
      <ul className="grid gap-3 sm:grid-cols-2">
        <li>
          <Tile
            to="/study"
            icon={GraduationCap}
            title="Study Materials"
            text="Aunt Rita's family stories, area by area."
          />
        </li>
        <li>
          <Tile
            to="/quiz?mode=adaptive"
            icon={ListChecks}
            title="Practice Questions"
            text="Smart Review brings back what you are about to forget."
          />
        </li>
        <li>
          <Tile
            to="/exam"
            icon={Timer}
            title="Mock Exams"
            text="Your state's exam, timed, scored at the end."
          />
        </li>
        <li>
          <Tile
            to="/app?tab=progress"
            icon={BarChart3}
            title="Progress Tracking"
            text="Accuracy per area and your readiness."
          />
        </li>
      </ul>
      <ExamPlanCard />
      <MistakesCard />
    </div>
  );
}

function StudyTab() {
  return (
    <div className="space-y-5">
      <ul className="grid gap-3 sm:grid-cols-2">
        {areas.map((a) => (
          <li key={a.id}>
            <Tile
              to={`/study/${a.slug}`}
              icon={BookOpen}
              title={a.title}
              text="Family stories and study tips."
            />
          </li>
        ))}
      </ul>
      <ul className="grid gap-3 sm:grid-cols-3">
        <li>
          <Tile
            to="/flashcards"
            icon={Layers}
            title="Flashcards"
            text="Flip, rate, and come back when due."
          />
        </li>
        <li>
          <Tile to="/glossary" icon={BookOpen} title="Glossary" text="Every term, searchable." />
        </li>
        <li>
          <Tile to="/math" icon={Calculator} title="Real Estate Math" text="Formulas and worked examples." />
        </li>
      </ul>
    </div>
  );
}

function PracticeTab() {
  const { data: summary } = usePracticeSummary();
  return (
    <div className="space-y-5">
      <DriveByCards />
      <section aria-labelledby="custom-heading" className="space-y-3">
        <h2 id="custom-heading" className="text-xl font-bold text-green-950">
          Your own practice
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          <li>
            <Tile
              to="/practice"
              icon={SlidersHorizontal}
              title="Build a Quiz"
              text="Pick areas, state law, difficulty and count."
            />
          </li>
          <li>
            <Tile
              to="/practice?source=missed&start=1"
              icon={RotateCcw}
              title="Mistakes deck"
              text={summary ? `${summary.mistakes} waiting` : 'Questions you missed'}
            />
          </li>
          <li>
            <Tile
              to="/practice?source=bookmarked&start=1"
              icon={Bookmark}
              title="Bookmarked"
              text={summary ? `${summary.bookmarkedQuestions} questions` : 'Questions you saved'}
            />
          </li>
          <li>
            <Tile
              to="/questions"
              icon={ClipboardList}
              title="Questions Database"
              text="Search the whole bank."
            />
          </li>
          <li>
            <Tile
              to="/math-drill"
              icon={Calculator}
              title="Math Drill"
              text="Type the number; see the worked steps."
            />
          </li>
        </ul>
      </section>
    </div>
  );
}

function ProgressTab() {
  const { stateCode } = useSelectedState();
  return <ProgressOverview stateCode={stateCode ?? DEFAULT_STATE} examAttempts={<ExamAttempts />} />;
}

/** Shown to someone who has not bought: the server's entitlement decides, not the URL or a flag. */
function PurchaseRequired() {
  return (
    <Card className="mx-auto max-w-xl text-center">
      <h1 className="text-2xl font-bold text-green-950">Purchase Required</h1>
      <p className="mt-2 text-stone-800">This app requires a one-time purchase to access all features.</p>
      <p className="mt-1 text-sm text-stone-700">
        Lifetime is one payment; Monthly can be cancelled any time.
      </p>
      <Link to="/purchase" className={buttonClasses('primary', 'md', 'mt-4')}>
        Return to Purchase Page
      </Link>
    </Card>
  );
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { data: user, refetch } = useUser();
  const isPremium = useIsPremium();

  // ?purchased=true is only a hint that a payment just went through: remember it as a cache, ask
  // the server again, and show the clean address. The server's entitlement decides what shows.
  useEffect(() => {
    if (params.get('purchased') !== 'true') return;
    storage.set(storageKeys.appPurchased, 'true');
    void refetch();
    navigate('/app', { replace: true });
  }, [params, navigate, refetch]);

  const tab: TabId = tabs.some((t) => t.id === params.get('tab'))
    ? (params.get('tab') as TabId)
    : 'dashboard';
  if (!user) return <LoadingState />;
  if (!isPremium) return <PurchaseRequired />;
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold text-green-950">Homestead Prep</h1>
      <Tabs.Root
        value={tab}
        onValueChange={(v) => setParams(v === 'dashboard' ? {} : { tab: v }, { replace: true })}
      >
        <Tabs.List
          aria-label="App sections"
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-amber-200 px-4 sm:mx-0 sm:px-0"
        >
          {tabs.map((t) => (
            <Tabs.Trigger
              key={t.id}
              value={t.id}
              className="shrink-0 rounded-t-lg border-b-2 border-transparent px-3 py-2 font-semibold text-stone-700 hover:text-green-900 focus-visible:outline-2 focus-visible:outline-green-800 data-[state=active]:border-green-800 data-[state=active]:text-green-950"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="dashboard" className="pt-4">
          <DashboardTab />
        </Tabs.Content>
        <Tabs.Content value="study" className="pt-4">
          <StudyTab />
        </Tabs.Content>
        <Tabs.Content value="practice" className="pt-4">
          <PracticeTab />
        </Tabs.Content>
        <Tabs.Content value="progress" className="pt-4">
          <ProgressTab />
        </Tabs.Content>
        <Tabs.Content value="achievements" className="pt-4">
          <AchievementsList />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
