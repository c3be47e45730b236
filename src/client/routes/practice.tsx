import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { LoadingState } from '@client/components/ui/query-states';
import { useStartCustomQuiz } from '@client/features/practice/api/start-custom-quiz';
import { BookmarkButton } from '@client/features/practice/components/bookmark-button';
import { type BuilderChoices, QuizBuilder } from '@client/features/practice/components/quiz-builder';
import { LocalQuiz } from '@client/features/quiz/components/local-quiz';
import { QuizRunner } from '@client/features/quiz/components/quiz-runner';
import { useStates } from '@client/lib/api/get-states';
import { useUser } from '@client/lib/api/get-user';
import { ApiError, describeError } from '@client/lib/api-client';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { isOnline } from '@client/lib/offline/online';
import { Link, useSearchParams } from '@client/lib/router';
import { customQuizSources, stateItemChoices } from '@shared/contracts/practice';
import type { QuizQuestion } from '@shared/contracts/quiz';
import { type AreaId, areas } from '@shared/domain/areas';
import { DEFAULT_STATE } from '@shared/domain/states';
import { useEffect, useRef, useState } from 'react';

function choicesFrom(params: URLSearchParams): BuilderChoices {
  const list = (k: string) => (params.get(k) ?? '').split(',').filter(Boolean);
  const source = params.get('source');
  const stateItems = params.get('stateItems');
  const count = Number(params.get('count'));
  return {
    areas: list('areas').filter((a): a is AreaId => areas.some((x) => x.id === a)),
    concepts: list('concepts').slice(0, 50),
    domains: list('domains') as BuilderChoices['domains'],
    source: (customQuizSources as readonly string[]).includes(source ?? '')
      ? (source as BuilderChoices['source'])
      : 'all',
    stateItems: (stateItemChoices as readonly string[]).includes(stateItems ?? '')
      ? (stateItems as BuilderChoices['stateItems'])
      : 'include',
    count: Number.isInteger(count) && count >= 5 && count <= 50 ? count : 10,
    search: params.get('search') ?? undefined,
  };
}

const bookmarkAction = (q: QuizQuestion) => <BookmarkButton itemType="question" itemId={q.id} />;

export function Component() {
  const [params] = useSearchParams();
  const { data: user } = useUser();
  const isPremium = useIsPremium();
  const { stateCode } = useSelectedState();
  const { data: states } = useStates();
  const start = useStartCustomQuiz();
  const initial = choicesFrom(params);
  const autostarted = useRef(false);
  const state = stateCode ?? DEFAULT_STATE;
  const run = (choices: BuilderChoices) => start.mutate({ ...choices, stateCode: state });
  // Offline, the mistakes deck is drilled from the study pack on this device (decided once, on arrival).
  const [offlineAtStart] = useState(() => !isOnline());
  const drillMistakes = initial.source === 'missed' && params.get('start') === '1';

  // Arriving from "Quiz me on these" or a dashboard link: start at once with those choices.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the learner is known
  useEffect(() => {
    if (!user || autostarted.current || params.get('start') !== '1') return;
    if (drillMistakes && offlineAtStart) return;
    autostarted.current = true;
    run(initial);
  }, [user]);

  const unreachable = start.isError && !(start.error instanceof ApiError);
  if (drillMistakes && (offlineAtStart || unreachable))
    return <LocalQuiz mode="custom" questionActions={bookmarkAction} />;
  if (start.data) return <QuizRunner session={start.data} questionActions={bookmarkAction} />;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <Link
        to="/dashboard"
        className="inline-block text-sm font-semibold text-green-800 underline underline-offset-4"
      >
        Back to Dashboard
      </Link>
      <header>
        <h1 className="text-3xl font-bold text-green-950">Build a Quiz</h1>
        <p className="mt-1 text-stone-700">
          Choose what to practise: the areas, your state's law, how hard, how many, and whether to see only
          new questions, the ones you missed, or the ones you bookmarked.
        </p>
      </header>
      {start.isError && (
        <Card role="alert" tone="danger">
          <p className="font-semibold text-red-900">We couldn't start that quiz</p>
          <p className="mt-1 text-red-900">{describeError(start.error)}</p>
          {start.error instanceof ApiError && start.error.code === 'PREMIUM_REQUIRED' && (
            <Link to="/subscribe" className={buttonClasses('primary', 'sm', 'mt-3')}>
              Upgrade to Premium
            </Link>
          )}
        </Card>
      )}
      {!user || (start.isPending && params.get('start') === '1') ? (
        <LoadingState label="Getting your questions ready…" />
      ) : (
        <QuizBuilder
          key={params.toString()}
          initial={initial}
          isPremium={isPremium}
          stateName={states?.find((s) => s.id === state)?.name ?? null}
          pending={start.isPending}
          onStart={run}
        />
      )}
    </div>
  );
}
