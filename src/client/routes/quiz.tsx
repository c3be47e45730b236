import { Button, buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { BookmarkButton } from '@client/features/practice/components/bookmark-button';
import { takeRunId, useStartQuiz } from '@client/features/quiz/api/start-quiz';
import { LocalQuiz, NeedsConnection } from '@client/features/quiz/components/local-quiz';
import { PreviewCompleteDialog } from '@client/features/quiz/components/preview-dialog';
import { QuizRunner } from '@client/features/quiz/components/quiz-runner';
import { useUser } from '@client/lib/api/get-user';
import { ApiError, describeError } from '@client/lib/api-client';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { isOnline } from '@client/lib/offline/online';
import { isOfflineMode } from '@client/lib/offline/pack';
import { Link, Navigate, useSearchParams } from '@client/lib/router';
import type { QuizQuestion } from '@shared/contracts/quiz';
import { PREVIEW_LIMIT } from '@shared/domain/limits';
import { isPremiumMode, modeTitle, parseQuizMode, type QuizMode } from '@shared/domain/modes';
import { DEFAULT_STATE } from '@shared/domain/states';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

const bookmarkAction = (q: QuizQuestion) => <BookmarkButton itemType="question" itemId={q.id} />;

/** The server's count of the shared preview is used up: say so without asking for a round. */
function PreviewUsedUp() {
  const [open, setOpen] = useState(true);
  return (
    <Card className="mx-auto max-w-xl">
      <h1 className="text-2xl font-bold text-green-950">Your preview is complete</h1>
      <p className="mt-2">The free preview of the premium modes is used up. Quick Hits stays free.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/subscribe" className={buttonClasses('primary')}>
          Upgrade to Premium
        </Link>
        <Link to="/quiz?mode=quick" reloadDocument className={buttonClasses('outline')}>
          Take Quick Hits
        </Link>
      </div>
      <PreviewCompleteDialog open={open} onOpenChange={setOpen} />
    </Card>
  );
}

function QuizLoader({ mode, stateCode, topic }: { mode: QuizMode; stateCode: string; topic: string | null }) {
  const queryClient = useQueryClient();
  // The round the route loader started while this code was loading, if it was for this mode and state.
  const [runId] = useState(() => takeRunId(queryClient, mode, stateCode, topic));
  // Decided once, when the screen opens: a round under way is never swapped when the connection drops.
  const [offlineAtStart] = useState(() => !isOnline());
  const quiz = useStartQuiz(mode, stateCode, runId, topic, !offlineAtStart);
  const unreachable = offlineAtStart || (quiz.isError && !(quiz.error instanceof ApiError));
  if (unreachable && isOfflineMode(mode)) return <LocalQuiz mode={mode} questionActions={bookmarkAction} />;
  if (unreachable)
    return (
      <NeedsConnection title={`${modeTitle(mode)} needs a connection`}>
        <p>
          Challenge Mode picks your weakest topics from everything you have answered, which lives on the
          server. Offline, Quick Hits and Smart Review work from the questions saved on this device.
        </p>
        <Link to="/quiz?mode=quick" reloadDocument className="font-semibold text-green-800 underline">
          Take Quick Hits offline
        </Link>
      </NeedsConnection>
    );
  if (quiz.isPending)
    return (
      <p role="status" className="py-16 text-center text-stone-700">
        Getting your questions ready…
      </p>
    );
  if (quiz.isError) {
    if (quiz.error instanceof ApiError && quiz.error.code === 'PREVIEW_EXHAUSTED') return <PreviewUsedUp />;
    return (
      <Card className="mx-auto max-w-xl" role="alert">
        <h1 className="text-2xl font-bold text-green-950">We couldn't load your questions</h1>
        <p className="mt-2 text-stone-700">{describeError(quiz.error)}</p>
        <div className="mt-4 flex gap-3">
          <Button onClick={() => void quiz.refetch()}>Retry</Button>
          <Link to="/dashboard" className={buttonClasses('outline')}>
            Back to Dashboard
          </Link>
        </div>
      </Card>
    );
  }
  if (quiz.data.questions.length === 0)
    return (
      <Card className="mx-auto max-w-xl text-center">
        <p className="text-lg font-semibold">No questions available for this quiz type.</p>
        <Link to="/dashboard" className={buttonClasses('outline', 'md', 'mt-4')}>
          Back to Dashboard
        </Link>
      </Card>
    );
  return <QuizRunner session={quiz.data} questionActions={bookmarkAction} />;
}

export function Component() {
  const [params] = useSearchParams();
  const mode = parseQuizMode(params.get('mode'));
  const topic = params.get('topic');
  const { stateCode } = useSelectedState();
  const { data: user } = useUser();
  // The Exam Simulator is an exam of its own, with portions, clocks and a review at the end.
  if (mode === 'mock_exam') return <Navigate to="/exam" replace />;
  return (
    <div>
      <Link
        to="/dashboard"
        className="mb-4 inline-block text-sm font-semibold text-green-800 underline underline-offset-4"
      >
        Back to Dashboard
      </Link>
      {/* Wait for the session so the round is created for this learner, never for a visitor. */}
      {user && !user.isPremium && isPremiumMode(mode) && user.previewUsed >= PREVIEW_LIMIT ? (
        <PreviewUsedUp />
      ) : user ? (
        <QuizLoader
          key={`${mode}-${stateCode ?? DEFAULT_STATE}-${topic ?? ''}`}
          mode={mode}
          stateCode={stateCode ?? DEFAULT_STATE}
          topic={mode === 'weak_areas' ? topic : null}
        />
      ) : (
        <p role="status" className="py-16 text-center text-stone-700">
          Getting your questions ready…
        </p>
      )}
    </div>
  );
}
