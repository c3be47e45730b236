import { ReadAloud } from '@client/components/read-aloud';
import { ShortcutHint } from '@client/components/shortcut-hint';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { useCompleteSession } from '@client/features/quiz/api/complete-session';
import { useSubmitAnswer } from '@client/features/quiz/api/submit-answer';
import { useQuizHotkeys } from '@client/features/quiz/hooks/use-quiz-hotkeys';
import { quizToasts } from '@client/features/quiz/lib/messages';
import { initialQuizState, quizReducer } from '@client/features/quiz/lib/quiz-state';
import { explanationForSpeech, questionForSpeech } from '@client/features/quiz/lib/speech-text';
import { flushOutbox } from '@client/features/quiz/outbox';
import { useUser } from '@client/lib/api/get-user';
import { progressKeyRoot } from '@client/lib/learner-queries';
import { isOnline } from '@client/lib/offline/online';
import { enqueue } from '@client/lib/offline/outbox';
import { applyLocalAnswer, applyLocalReview } from '@client/lib/offline/pack';
import { storage } from '@client/lib/storage';
import type { OfflineStartMode } from '@shared/contracts/offline';
import type { QuizSessionResponse, SessionResult } from '@shared/contracts/quiz';
import { PREVIEW_LIMIT } from '@shared/domain/limits';
import { storageKeys } from '@shared/domain/storage-keys';
import { confidenceLevels } from '@shared/learning/confidence';
import { judgeAnswer } from '@shared/learning/judge';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useReducer, useRef, useState } from 'react';
import { AnswerFeedback } from './answer-feedback';
import { CompletionScreen } from './completion-screen';
import { ConfidencePicker } from './confidence-picker';
import { PreviewCompleteDialog } from './preview-dialog';
import { QuestionCard } from './question-card';
import { QuizNotice, type QuizNoticeValue } from './quiz-notice';
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
  const complete = useCompleteSession();
  const { data: user } = useUser();
  const roundStarted = useRef(false);
  const submit = useSubmitAnswer();
  const questions = session.questions;
  const [state, dispatch] = useReducer(quizReducer, questions.length, (n) => initialQuizState(n, Date.now()));
  const [previewUsed, setPreviewUsed] = useState(session.preview?.used ?? null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [result, setResult] = useState<SessionResult | null>(null);
  const [offlineResult, setOfflineResult] = useState<{ correct: number; total: number } | null>(null);
  // What the round has to say about the last action, said in place (below the buttons) rather than in
  // a toast that would sit over the question, the options or the explanation on a phone.
  const [notice, setNotice] = useState<QuizNoticeValue | null>(null);
  const feedbackRef = useRef<HTMLParagraphElement>(null);
  const questionRef = useRef<HTMLLegendElement>(null);
  const finished = useRef(false);

  const { index } = state;
  const q = questions[index]!;
  const st = state.questions[index]!;
  const isLast = index === questions.length - 1;
  const isCorrect = st.selected === q.correctAnswer;

  const finish = useCallback(async () => {
    if (finished.current) return;
    finished.current = true;
    const offlineScore = () =>
      setOfflineResult({
        correct: state.questions.filter((s, i) => s.selected === questions[i]!.correctAnswer).length,
        total: questions.length,
      });
    if (local && roundStarted.current)
      await enqueue({
        kind: 'round_complete',
        id: crypto.randomUUID(),
        sessionId: session.sessionId,
        completedAt: new Date().toISOString(),
      });
    const flushed = isOnline() ? await flushOutbox() : null;
    // Offline (or the round never reached the server): the score counted here; the server's comes with the sync.
    if (local && (!flushed?.done || !roundStarted.current)) return offlineScore();
    complete.mutate(session.sessionId, {
      // The completion screen says it all (its heading and "progress saved" line): no toast over it.
      onSuccess: setResult,
      // Offline: the answers are saved in the browser and sync when the connection returns.
      onError: offlineScore,
    });
  }, [complete, session.sessionId, state.questions, questions, local]);

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
    if (local && !roundStarted.current) {
      await enqueue({
        kind: 'round_start',
        id: session.sessionId,
        mode: session.mode as OfflineStartMode,
        stateCode: session.stateCode,
        questionIds: questions.map((x) => x.id),
        startedAt: new Date(state.questions[0]!.startedAt).toISOString(),
      });
      roundStarted.current = true;
    }
    const outcome = await submit.mutateAsync({
      local,
      answerId: crypto.randomUUID(),
      sessionId: session.sessionId,
      questionId: q.id,
      selectedAnswer: st.selected!,
      isCorrect,
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
      // The device's copy of the schedule moves on now, so the next offline round picks as the server will.
      const judged = judgeAnswer(
        { options: q.options, answerIndex: q.options.indexOf(q.correctAnswer), difficulty: q.difficulty },
        st.selected!,
        st.confidence,
      );
      if (user) {
        const at = new Date();
        void applyLocalReview(user.id, 'question', q.id, judged.rating, at);
        // The device's mistakes deck moves as the server's will, so the offline count and drill agree.
        void applyLocalAnswer(user.id, q.id, isCorrect, at).then(() =>
          qc.invalidateQueries({ queryKey: [...progressKeyRoot, 'practice-summary'] }),
        );
      }
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
    !previewOpen && !result,
  );

  if (result) return <CompletionScreen result={result} />;
  if (offlineResult) return <OfflineResult {...offlineResult} />;

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
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">{q.topicTitle}</p>
          {questionActions?.(q)}
        </div>
        <ReadAloud className="mt-2" label="Read the question aloud" text={questionForSpeech(q)} />
        <QuestionCard
          question={q}
          selected={st.selected}
          submitted={st.submitted}
          onSelect={(option) => dispatch({ type: 'select', option })}
          legendRef={questionRef}
        />
        {!st.submitted && (
          <Button className="mt-4" onClick={submitAnswer}>
            Submit
          </Button>
        )}
        {st.submitted && (
          <div className="mt-4 space-y-4" aria-live="polite">
            <AnswerFeedback question={q} isCorrect={isCorrect} headingRef={feedbackRef} />
            <ReadAloud label="Read the explanation aloud" text={explanationForSpeech(q, isCorrect)} />
            <ConfidencePicker
              name={`confidence-${q.id}`}
              isCorrect={isCorrect}
              value={st.confidence}
              recorded={st.recorded}
              sending={submit.isPending}
              onChange={(confidence) => dispatch({ type: 'rate', confidence })}
              onSubmit={() => void submitConfidence()}
            />
          </div>
        )}
        <QuizNotice notice={notice} />
      </Card>
      <RoundNav
        isFirst={index === 0}
        isLast={isLast}
        canMoveOn={st.recorded && !complete.isPending}
        onPrevious={() => go(index - 1)}
        onNext={next}
      />
      <ShortcutHint>1–4 choose · Enter submits, records, goes on · ← → move</ShortcutHint>
      <PreviewCompleteDialog open={previewOpen} onOpenChange={setPreviewOpen} />
    </div>
  );
}
