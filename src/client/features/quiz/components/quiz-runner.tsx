import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { useCompleteSession } from '@client/features/quiz/api/complete-session';
import { useSubmitAnswer } from '@client/features/quiz/api/submit-answer';
import { useQuizHotkeys } from '@client/features/quiz/hooks/use-quiz-hotkeys';
import { initialQuizState, quizReducer } from '@client/features/quiz/lib/quiz-state';
import { flushOutbox } from '@client/features/quiz/outbox';
import { describeError } from '@client/lib/api-client';
import { storage } from '@client/lib/storage';
import type { QuizSessionResponse, SessionResult } from '@shared/contracts/quiz';
import { CONFIRMATION_ANIMATION_MS, PREVIEW_LIMIT } from '@shared/domain/limits';
import { modeTitle } from '@shared/domain/modes';
import { storageKeys } from '@shared/domain/storage-keys';
import { confidenceLevels } from '@shared/learning/confidence';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { AnswerFeedback } from './answer-feedback';
import { CompletionScreen } from './completion-screen';
import { ConfidencePicker } from './confidence-picker';
import { PreviewCompleteDialog } from './preview-dialog';
import { QuestionCard } from './question-card';
import { Countdown, Elapsed } from './quiz-timer';

const WRONG_TOAST = "No worries! That's totally fine - this is about familiarity, not perfection.";

/** The quiz flow of spec section 4: choose, Submit, see the explanation, rate confidence, move on. */
export function QuizRunner({ session }: { session: QuizSessionResponse }) {
  const complete = useCompleteSession();
  const submit = useSubmitAnswer();
  const questions = session.questions;
  const [state, dispatch] = useReducer(quizReducer, questions.length, (n) => initialQuizState(n, Date.now()));
  const [previewUsed, setPreviewUsed] = useState(session.preview?.used ?? null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [result, setResult] = useState<SessionResult | null>(null);
  const [offlineResult, setOfflineResult] = useState<{ correct: number; total: number } | null>(null);
  const greatJob = useRef<ReturnType<typeof setTimeout> | null>(null);
  const feedbackRef = useRef<HTMLParagraphElement>(null);
  const questionRef = useRef<HTMLLegendElement>(null);
  const finished = useRef(false);

  const { index } = state;
  const q = questions[index]!;
  const st = state.questions[index]!;
  const isLast = index === questions.length - 1;
  const isCorrect = st.selected === q.correctAnswer;
  const clearGreatJob = () => {
    if (greatJob.current) clearTimeout(greatJob.current);
  };
  useEffect(
    () => () => {
      if (greatJob.current) clearTimeout(greatJob.current);
    },
    [],
  );

  const finish = useCallback(async () => {
    if (finished.current) return;
    finished.current = true;
    await flushOutbox();
    complete.mutate(session.sessionId, {
      onSuccess: (r) => {
        setResult(r);
        toast({
          title: 'Knowledge Session Complete!',
          description: 'Great job! Your progress has been saved.',
        });
      },
      // Offline: the answers are saved in the browser and sync when the connection returns.
      onError: () =>
        setOfflineResult({
          correct: state.questions.filter((s, i) => s.selected === questions[i]!.correctAnswer).length,
          total: questions.length,
        }),
    });
  }, [complete, session.sessionId, state.questions, questions]);

  function submitAnswer() {
    if (st.submitted) return;
    if (!st.selected) return void toast({ title: 'Please select an answer' });
    dispatch({ type: 'submit' });
    requestAnimationFrame(() => feedbackRef.current?.focus());
    if (!isCorrect) return void toast({ title: WRONG_TOAST });
    toast({ title: 'Nice!' });
    clearGreatJob();
    greatJob.current = setTimeout(() => toast({ title: 'Great job!' }), CONFIRMATION_ANIMATION_MS);
  }

  async function submitConfidence() {
    if (st.recorded || submit.isPending) return;
    if (!st.confidence) return void toast({ title: 'Please select a confidence level' });
    clearGreatJob();
    const outcome = await submit.mutateAsync({
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
      toast({
        title: 'Error submitting response',
        description: describeError(outcome.error),
        variant: 'destructive',
      });
      if (outcome.error.status === 409) void finish();
      return;
    }
    dispatch({ type: 'recorded' });
    if (outcome.status === 'queued')
      return void toast({
        title: 'Saved offline',
        description: 'Your answer will be sent when you are back online.',
      });
    toast({ title: 'Response recorded!', description: 'Your answer and confidence level have been saved.' });
    const used = outcome.response.previewUsed;
    if (used === null) return;
    setPreviewUsed(used);
    storage.set(storageKeys.totalPreviewUsage, String(used));
    if (used >= PREVIEW_LIMIT) setPreviewOpen(true);
  }

  function go(to: number) {
    if (to < 0 || to >= questions.length) return;
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
  if (offlineResult)
    return (
      <Card className="mx-auto max-w-xl text-center" role="status">
        <h1 className="text-2xl font-bold text-green-950">Familiarity Session Complete</h1>
        <p className="mt-2">
          You got {offlineResult.correct} of {offlineResult.total} right. You are offline: your answers are
          saved on this device and will reach your account when the connection returns.
        </p>
      </Card>
    );

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-green-950">{modeTitle(session.mode)}</h1>
          <p className="text-stone-700">
            Question {index + 1} of {questions.length}
            {previewUsed !== null && ` · Preview ${previewUsed} of ${PREVIEW_LIMIT} used`}
          </p>
        </div>
        {session.deadline ? (
          <Countdown deadline={session.deadline} onExpire={() => void finish()} />
        ) : (
          <Elapsed key={q.id} since={st.startedAt} />
        )}
      </header>
      <div className="h-2 w-full overflow-hidden rounded-full bg-amber-100" aria-hidden>
        <div
          className="h-full bg-green-700 transition-all"
          style={{ width: `${((index + (st.recorded ? 1 : 0)) / questions.length) * 100}%` }}
        />
      </div>
      <Card>
        <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">{q.topicTitle}</p>
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
            <ConfidencePicker
              name={`confidence-${q.id}`}
              isCorrect={isCorrect}
              value={st.confidence}
              disabled={st.recorded}
              onChange={(confidence) => dispatch({ type: 'rate', confidence })}
            />
            {!st.recorded && (
              <Button onClick={() => void submitConfidence()} disabled={submit.isPending}>
                Submit Confidence
              </Button>
            )}
          </div>
        )}
      </Card>
      <nav aria-label="Question navigation" className="flex items-center justify-between gap-3">
        <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          Previous
        </Button>
        <Button onClick={next} disabled={!st.recorded || complete.isPending}>
          {isLast ? 'Complete Quiz' : 'Next Question'}
        </Button>
      </nav>
      <PreviewCompleteDialog open={previewOpen} onOpenChange={setPreviewOpen} />
    </div>
  );
}
