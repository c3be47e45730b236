import { ShortcutHint } from '@client/components/shortcut-hint';
import { useSubmitAnswer } from '@client/features/quiz/api/submit-answer';
import { useQuizHotkeys } from '@client/features/quiz/hooks/use-quiz-hotkeys';
import { useRoundLifecycle } from '@client/features/quiz/hooks/use-round-lifecycle';
import { quizToasts } from '@client/features/quiz/lib/messages';
import { applyQueuedAnswer } from '@client/features/quiz/lib/queued-answer';
import { initialQuizState, quizReducer } from '@client/features/quiz/lib/quiz-state';
import { useUser } from '@client/lib/api/get-user';
import { isOnline } from '@client/lib/offline/online';
import { storage } from '@client/lib/storage';
import type { QuizSessionResponse } from '@shared/contracts/quiz';
import { PREVIEW_LIMIT } from '@shared/domain/limits';
import { storageKeys } from '@shared/domain/storage-keys';
import { confidenceLevels } from '@shared/learning/confidence';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useReducer, useRef, useState } from 'react';
import { CompletionScreen } from './completion-screen';
import { PreviewCompleteDialog } from './preview-dialog';
import { QuestionPanel } from './question-panel';
import type { QuizNoticeValue } from './quiz-notice';
import { Countdown, Elapsed } from './quiz-timer';
import { OfflineResult, QuizHeader, RoundNav } from './round-chrome';

/** The quiz flow of spec section 4: choose, Submit, see the explanation, rate confidence, move on. */
export function QuizRunner({
  session,
  local = false,
  questionActions,
}: {
  session: QuizSessionResponse;
  /** A round picked on this device from the study pack (offline): it reaches the server through the outbox. */
  local?: boolean;
  /** Controls for the question on screen (the route passes its bookmark button). */
  questionActions?: (question: QuizSessionResponse['questions'][number]) => ReactNode;
}) {
  const qc = useQueryClient();
  const { data: user } = useUser();
  const round = useRoundLifecycle(session, local);
  const submit = useSubmitAnswer();
  const questions = session.questions;
  const [state, dispatch] = useReducer(quizReducer, questions.length, (n) => initialQuizState(n, Date.now()));
  const [previewUsed, setPreviewUsed] = useState(session.preview?.used ?? null);
  const [previewOpen, setPreviewOpen] = useState(false);
  // What the round has to say about the last action, said in place (below the buttons) rather than in
  // a toast that would sit over the question, the options or the explanation on a phone.
  const [notice, setNotice] = useState<QuizNoticeValue | null>(null);
  const feedbackRef = useRef<HTMLParagraphElement>(null);
  const questionRef = useRef<HTMLLegendElement>(null);

  const { index } = state;
  const q = questions[index]!;
  const st = state.questions[index]!;
  const isLast = index === questions.length - 1;

  // The score this device counted: shown when the round ends without the server's result.
  const finish = () =>
    round.finish({
      correct: state.questions.filter((s, i) => s.selected === questions[i]!.correctAnswer).length,
      total: questions.length,
    });

  function submitAnswer() {
    if (st.submitted) return;
    if (!st.selected) return void setNotice(quizToasts.noAnswer);
    setNotice(null);
    dispatch({ type: 'submit' });
    // The explanation shows now, with its own right-or-wrong heading: no toast on top of it.
    requestAnimationFrame(() => feedbackRef.current?.focus());
  }

  async function submitConfidence() {
    if (st.recorded || submit.isPending) return;
    if (!st.confidence) return void setNotice(quizToasts.noConfidence);
    setNotice(null);
    await round.start(state.questions[0]!.startedAt);
    const outcome = await submit.mutateAsync({
      local,
      answerId: crypto.randomUUID(),
      sessionId: session.sessionId,
      questionId: q.id,
      selectedAnswer: st.selected!,
      isCorrect: st.selected === q.correctAnswer,
      confidenceLevel: st.confidence,
      timeSpent: Math.round((Date.now() - st.startedAt) / 1000),
    });
    if (outcome.status === 'rejected') {
      if (outcome.error.code === 'PREVIEW_EXHAUSTED') return setPreviewOpen(true);
      console.error('Answer refused', outcome.error);
      setNotice(quizToasts.refused(outcome.error));
      if (outcome.error.status === 409) void finish();
      return;
    }
    dispatch({ type: 'recorded' });
    if (outcome.status === 'queued') {
      if (user) applyQueuedAnswer(qc, user.id, q, st.selected!, st.confidence);
      return void setNotice(local && isOnline() ? quizToasts.recorded : quizToasts.savedOffline);
    }
    setNotice(quizToasts.recorded);
    const used = outcome.response.previewUsed;
    if (used === null) return;
    setPreviewUsed(used);
    storage.set(storageKeys.totalPreviewUsage, String(used));
    if (used >= PREVIEW_LIMIT) setPreviewOpen(true);
  }

  function go(to: number) {
    if (to < 0 || to >= questions.length) return;
    setNotice(null);
    dispatch({ type: 'go', to, now: Date.now() });
    // Moving to another question puts focus on it, so screen readers hear it and keys act on it.
    requestAnimationFrame(() => questionRef.current?.focus());
  }

  function next() {
    if (!st.recorded) return;
    if (isLast) void finish();
    else go(index + 1);
  }

  // Keys: 1-4 choose an option (then 1-3 a confidence level), Enter submits, arrows move once answered.
  useQuizHotkeys(
    {
      onNumber: (n) => {
        const option = q.options[n - 1];
        if (!st.submitted && option) dispatch({ type: 'select', option });
        const level = confidenceLevels[n - 1];
        if (st.submitted && !st.recorded && level) dispatch({ type: 'rate', confidence: level });
      },
      onEnter: () => (!st.submitted ? submitAnswer() : !st.recorded ? void submitConfidence() : next()),
      onNext: () => st.recorded && next(),
      onPrevious: () => st.recorded && go(index - 1),
    },
    !previewOpen && !round.result,
  );

  if (round.result) return <CompletionScreen result={round.result} />;
  if (round.offlineResult) return <OfflineResult {...round.offlineResult} />;

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <QuizHeader
        mode={session.mode}
        index={index}
        total={questions.length}
        done={index + (st.recorded ? 1 : 0)}
        previewUsed={previewUsed}
        clock={
          session.deadline ? (
            <Countdown deadline={session.deadline} onExpire={() => void finish()} />
          ) : (
            <Elapsed key={q.id} since={st.startedAt} />
          )
        }
      />
      <QuestionPanel
        question={q}
        state={st}
        actions={questionActions?.(q)}
        notice={notice}
        sending={submit.isPending}
        legendRef={questionRef}
        feedbackRef={feedbackRef}
        onSelect={(option) => dispatch({ type: 'select', option })}
        onSubmit={submitAnswer}
        onRate={(confidence) => dispatch({ type: 'rate', confidence })}
        onRecord={() => void submitConfidence()}
      />
      <RoundNav
        isFirst={index === 0}
        isLast={isLast}
        canMoveOn={st.recorded && !round.completing}
        onPrevious={() => go(index - 1)}
        onNext={next}
      />
      <ShortcutHint>1–4 choose · Enter submits, records, goes on · ← → move</ShortcutHint>
      <PreviewCompleteDialog open={previewOpen} onOpenChange={setPreviewOpen} />
    </div>
  );
}
