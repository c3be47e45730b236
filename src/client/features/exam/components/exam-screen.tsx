import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import {
  useExamAttempt,
  useExamStructure,
  usePortionAction,
  useStartExam,
} from '@client/features/exam/api/exam-api';
import { useUser } from '@client/lib/api/get-user';
import { ApiError, describeError } from '@client/lib/api-client';
import { useIsPremium } from '@client/lib/hooks/use-is-premium';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { useBlocker, useNavigate } from '@client/lib/router';
import type { ExamAttemptView } from '@shared/contracts/exams';
import { DEFAULT_STATE } from '@shared/domain/states';
import { useEffect, useState } from 'react';
import { ExamIntro } from './exam-intro';
import { ExamRunner } from './exam-runner';

/** While a portion runs, leaving the page (a link, Back, closing the tab) asks first. */
function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  return blocker;
}

/** Between portions: the national portion is in; the state portion starts on its own clock when asked. */
function PortionBreak({ view }: { view: ExamAttemptView }) {
  const next = view.portions.find((p) => p.status === 'waiting')!;
  const done = view.portions.filter((p) => p.status === 'submitted');
  const action = usePortionAction();
  return (
    <Card className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold text-green-950">
        {done.map((p) => p.title).join(' and ')} submitted
      </h1>
      <p className="mt-2 text-stone-800">
        Next: the {next.title.toLowerCase()}, {next.itemCount} items in {next.minutes} minutes, pass mark{' '}
        {next.passPercent}%. Its clock starts when you press Start. Results for both portions come at the end.
      </p>
      <Button
        size="lg"
        className="mt-5"
        disabled={action.isPending}
        onClick={() => action.mutate({ attemptId: view.attemptId, portion: next.position, action: 'start' })}
      >
        Start the {next.title.toLowerCase()}
      </Button>
      {action.isError && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {describeError(action.error)}
        </p>
      )}
    </Card>
  );
}

function Attempt({ attemptId }: { attemptId: string }) {
  const attempt = useExamAttempt(attemptId);
  const navigate = useNavigate();
  const view = attempt.data;
  const running = Boolean(view?.portions.some((p) => p.status === 'running'));
  const blocker = useLeaveGuard(running);
  useEffect(() => {
    if (view?.submittedAt) navigate(`/exam/${view.attemptId}/results`, { replace: true });
  }, [view?.submittedAt, view?.attemptId, navigate]);
  if (attempt.isPending) return <LoadingState label="Opening your exam…" />;
  if (attempt.isError)
    return (
      <ErrorState
        title="We couldn't open your exam"
        error={attempt.error}
        onRetry={() => void attempt.refetch()}
      />
    );
  if (view!.submittedAt) return <LoadingState label="Scoring your exam…" />;
  return (
    <>
      {running ? (
        <ExamRunner key={view!.portions.find((p) => p.status === 'running')!.position} view={view!} />
      ) : (
        <PortionBreak view={view!} />
      )}
      {blocker.state === 'blocked' && (
        <div
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="leave-title"
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4"
        >
          <Card className="max-w-md">
            <h2 id="leave-title" className="text-xl font-bold text-green-950">
              Leave the exam?
            </h2>
            <p className="mt-2 text-stone-800">
              Your choices are saved and the clock keeps running. You can come back to this attempt from the
              Exam Simulator.
            </p>
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="outline" onClick={() => blocker.reset()} autoFocus>
                Stay in the exam
              </Button>
              <Button variant="destructive" onClick={() => blocker.proceed()}>
                Leave
              </Button>
            </div>
          </Card>
        </div>
      )}
    </>
  );
}

/** /exam: the intro (or the attempt under way, resumed where it was), then the exam itself. */
export function ExamScreen() {
  const { data: user } = useUser();
  const isPremium = useIsPremium();
  const { stateCode } = useSelectedState();
  const code = stateCode ?? DEFAULT_STATE;
  const structure = useExamStructure(code);
  const start = useStartExam();
  const [attemptId, setAttemptId] = useState<string | null>(null);
  const open = attemptId ?? structure.data?.openAttemptId ?? null;
  if (!user || structure.isPending) return <LoadingState label="Getting the exam ready…" />;
  if (structure.isError)
    return (
      <ErrorState
        title="We couldn't load the exam"
        error={structure.error}
        onRetry={() => void structure.refetch()}
      />
    );
  if (open) return <Attempt attemptId={open} />;
  return (
    <>
      <ExamIntro
        structure={structure.data}
        isPremium={isPremium}
        starting={start.isPending}
        onStart={() => start.mutate(code, { onSuccess: (v) => setAttemptId(v.attemptId) })}
      />
      {start.isError && (
        <p role="alert" className="mx-auto mt-3 max-w-3xl text-red-800">
          {start.error instanceof ApiError && start.error.code === 'PREVIEW_EXHAUSTED'
            ? 'Your free preview questions are used up. Upgrade to Premium to sit the full exam.'
            : describeError(start.error)}
        </p>
      )}
    </>
  );
}
