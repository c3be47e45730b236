import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { CloudOff } from '@client/components/ui/icons';
import { useUser } from '@client/lib/api/get-user';
import { buildLocalRound, buildMistakesRound, loadPack } from '@client/lib/offline/pack';
import { Link } from '@client/lib/router';
import type { OfflineStartMode } from '@shared/contracts/offline';
import type { QuizSessionResponse } from '@shared/contracts/quiz';
import { modeTitle } from '@shared/domain/modes';
import { type ReactNode, useEffect, useState } from 'react';
import { QuizRunner } from './quiz-runner';

type LocalState =
  | { status: 'loading' }
  | { status: 'no-pack' }
  | { status: 'premium' }
  | { status: 'ready'; session: QuizSessionResponse };

/** A screen that needs the connection says so, and where to study meanwhile. */
export function NeedsConnection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="mx-auto max-w-xl" role="status">
      <div className="flex items-start gap-3">
        <CloudOff className="mt-1 h-6 w-6 shrink-0 text-stone-700" aria-hidden />
        <div>
          <h1 className="text-2xl font-bold text-green-950">{title}</h1>
          <div className="mt-2 space-y-2 text-stone-800">{children}</div>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/dashboard" className={buttonClasses('outline', 'sm')}>
              Back to Dashboard
            </Link>
            <Link to="/flashcards" className={buttonClasses('outline', 'sm')}>
              Flashcards
            </Link>
          </div>
        </div>
      </div>
    </Card>
  );
}

/**
 * A Quick Hits or Smart Review round, or a drill of the mistakes deck (mode custom), picked and judged
 * on this device from the study pack (offline).
 */
export function LocalQuiz({
  mode,
  questionActions,
}: {
  mode: OfflineStartMode;
  questionActions?: (question: QuizSessionResponse['questions'][number]) => ReactNode;
}) {
  const { data: user } = useUser();
  const [state, setState] = useState<LocalState>({ status: 'loading' });
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let live = true;
    void loadPack(userId).then((pack) => {
      if (!live) return;
      if (!pack || pack.questions.length === 0) setState({ status: 'no-pack' });
      else if (mode === 'adaptive' && !pack.isPremium) setState({ status: 'premium' });
      else if (mode === 'custom') setState({ status: 'ready', session: buildMistakesRound(pack) });
      else setState({ status: 'ready', session: buildLocalRound(pack, mode, new Date()) });
    });
    return () => {
      live = false;
    };
  }, [userId, mode]);

  if (state.status === 'loading')
    return (
      <p role="status" className="py-16 text-center text-stone-700">
        Getting your questions ready…
      </p>
    );
  if (state.status === 'no-pack')
    return (
      <NeedsConnection title="You're offline">
        <p>
          This device has no questions saved yet. Open Homestead Prep once while you are online and your
          questions are kept here for offline study.
        </p>
      </NeedsConnection>
    );
  if (state.status === 'premium')
    return (
      <NeedsConnection title={`${modeTitle('adaptive')} needs a connection`}>
        <p>
          Offline, {modeTitle('adaptive')} is part of Premium. Your free preview runs online; Quick Hits works
          offline too.
        </p>
        <Link to="/quiz?mode=quick" reloadDocument className="font-semibold text-green-800 underline">
          Take Quick Hits offline
        </Link>
      </NeedsConnection>
    );
  if (state.session.questions.length === 0 && mode === 'custom')
    return (
      <Card className="mx-auto max-w-xl text-center" role="status">
        <p className="text-lg font-semibold">Your mistakes deck is clear.</p>
        <p className="mt-2 text-stone-700">
          A question you miss comes here until you get it right on two different days.
        </p>
      </Card>
    );
  if (state.session.questions.length === 0)
    return (
      <Card className="mx-auto max-w-xl text-center">
        <p className="text-lg font-semibold">No questions available for this quiz type.</p>
      </Card>
    );
  return (
    <div className="space-y-3">
      <p className="mx-auto max-w-3xl rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">
        <CloudOff className="mr-1 inline h-4 w-4" aria-hidden />
        {mode === 'custom' ? 'Offline mistakes drill' : 'Offline round'}: picked and checked on this device.
        Your answers count on your account as soon as you are back online.
      </p>
      <QuizRunner session={state.session} local questionActions={questionActions} />
    </div>
  );
}
