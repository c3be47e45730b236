import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { useCompleteSession } from '@client/features/quiz/api/complete-session';
import { flushOutbox, sendAnswer } from '@client/features/quiz/outbox';
import { userQueryOptions } from '@client/lib/api/get-user';
import { describeError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { storage } from '@client/lib/storage';
import type { QuizSessionResponse, SessionResult } from '@shared/contracts/quiz';
import { PREVIEW_LIMIT } from '@shared/domain/limits';
import { storageKeys } from '@shared/domain/storage-keys';
import { type ConfidenceLevel, confidenceLabels, confidenceLevels } from '@shared/learning/confidence';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CompletionScreen } from './completion-screen';
import { PreviewCompleteDialog } from './preview-dialog';
import { Countdown, Elapsed } from './quiz-timer';

type QuestionState = {
  selected: string | null;
  submitted: boolean;
  confidence: ConfidenceLevel | null;
  recorded: boolean;
  startedAt: number;
};

const WRONG_TOAST = "No worries! That's totally fine - this is about familiarity, not perfection.";

const modeTitles = {
  quick: 'Quick Hits',
  adaptive: 'Smart Review',
  weak_areas: 'Challenge Mode',
  mock_exam: 'Exam Simulator',
} as const;

/** The quiz flow of spec section 4: choose, Submit, see the explanation, rate confidence, move on. */
export function QuizRunner({ session }: { session: QuizSessionResponse }) {
  const qc = useQueryClient();
  const complete = useCompleteSession();
  const questions = session.questions;
  const [index, setIndex] = useState(0);
  const [states, setStates] = useState<QuestionState[]>(() =>
    questions.map(() => ({
      selected: null,
      submitted: false,
      confidence: null,
      recorded: false,
      startedAt: Date.now(),
    })),
  );
  const [previewUsed, setPreviewUsed] = useState(session.preview?.used ?? null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [result, setResult] = useState<SessionResult | null>(null);
  const [offlineResult, setOfflineResult] = useState<{ correct: number; total: number } | null>(null);
  const [sending, setSending] = useState(false);
  const greatJob = useRef<ReturnType<typeof setTimeout> | null>(null);
  const feedbackRef = useRef<HTMLParagraphElement>(null);
  const questionRef = useRef<HTMLLegendElement>(null);
  const finished = useRef(false);

  const q = questions[index]!;
  const st = states[index]!;
  const isLast = index === questions.length - 1;
  const isCorrect = st.selected === q.correctAnswer;
  const update = (patch: Partial<QuestionState>) =>
    setStates((all) => all.map((s, i) => (i === index ? { ...s, ...patch } : s)));

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
      onError: () => {
        // Offline: the answers are saved in the browser and sync when the connection returns.
        setOfflineResult({
          correct: states.filter((s, i) => s.selected === questions[i]!.correctAnswer).length,
          total: questions.length,
        });
      },
    });
  }, [complete, session.sessionId, states, questions]);

  function submitAnswer() {
    if (st.submitted) return;
    if (!st.selected) {
      toast({ title: 'Please select an answer' });
      return;
    }
    update({ submitted: true });
    requestAnimationFrame(() => feedbackRef.current?.focus());
    if (st.selected === q.correctAnswer) {
      toast({ title: 'Nice!' });
      if (greatJob.current) clearTimeout(greatJob.current);
      greatJob.current = setTimeout(() => toast({ title: 'Great job!' }), 2000);
    } else {
      toast({ title: WRONG_TOAST });
    }
  }

  async function submitConfidence() {
    if (st.recorded || sending) return;
    if (!st.confidence) {
      toast({ title: 'Please select a confidence level' });
      return;
    }
    if (greatJob.current) clearTimeout(greatJob.current);
    setSending(true);
    const outcome = await sendAnswer({
      answerId: crypto.randomUUID(),
      sessionId: session.sessionId,
      questionId: q.id,
      selectedAnswer: st.selected!,
      isCorrect,
      confidenceLevel: st.confidence,
      timeSpent: Math.round((Date.now() - st.startedAt) / 1000),
    });
    setSending(false);
    if (outcome.status === 'rejected') {
      if (outcome.error.code === 'PREVIEW_EXHAUSTED') {
        setPreviewOpen(true);
        return;
      }
      console.error('Answer refused', outcome.error);
      toast({
        title: 'Error submitting response',
        description: describeError(outcome.error),
        variant: 'destructive',
      });
      if (outcome.error.status === 409) void finish();
      return;
    }
    update({ recorded: true });
    if (outcome.status === 'queued') {
      toast({ title: 'Saved offline', description: 'Your answer will be sent when you are back online.' });
      return;
    }
    toast({ title: 'Response recorded!', description: 'Your answer and confidence level have been saved.' });
    qc.invalidateQueries({ queryKey: userQueryOptions().queryKey });
    const used = outcome.response.previewUsed;
    if (used !== null) {
      setPreviewUsed(used);
      storage.set(storageKeys.totalPreviewUsage, String(used));
      if (used >= PREVIEW_LIMIT) setPreviewOpen(true);
    }
  }

  function go(to: number) {
    if (to < 0 || to >= questions.length) return;
    setIndex(to);
    // Moving to another question puts focus on it, so screen readers hear it and keys act on it.
    requestAnimationFrame(() => questionRef.current?.focus());
    setStates((all) => all.map((s, i) => (i === to && !s.submitted ? { ...s, startedAt: Date.now() } : s)));
  }

  function next() {
    if (!st.recorded) return;
    if (isLast) void finish();
    else go(index + 1);
  }

  // Keys: 1-4 choose an option (then 1-3 a confidence level), Enter submits, arrows move between questions once answered.
  function onKey(e: KeyboardEvent) {
    if (previewOpen || result || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement | null;
    if (
      target &&
      (target.tagName === 'TEXTAREA' ||
        (target.tagName === 'INPUT' && (target as HTMLInputElement).type === 'text'))
    )
      return;
    if (/^[1-4]$/.test(e.key) && !st.submitted) {
      const option = q.options[Number(e.key) - 1];
      if (option) update({ selected: option });
    } else if (/^[1-3]$/.test(e.key) && st.submitted && !st.recorded) {
      // After answering, 1-3 pick the confidence level in the order shown.
      update({ confidence: confidenceLevels[Number(e.key) - 1] ?? null });
    } else if (e.key === 'Enter') {
      // A focused, enabled button or link handles Enter itself; a disabled one (the Next button just
      // after moving on) must not swallow it.
      if (
        (target?.tagName === 'BUTTON' && !(target as HTMLButtonElement).disabled) ||
        target?.tagName === 'A'
      )
        return;
      e.preventDefault();
      if (!st.submitted) submitAnswer();
      else if (!st.recorded) void submitConfidence();
      else next();
    } else if (e.key === 'ArrowRight' && st.recorded) {
      e.preventDefault();
      next();
    } else if (e.key === 'ArrowLeft' && st.recorded) {
      e.preventDefault();
      go(index - 1);
    }
  }

  // The listener reads the latest handler through a ref, so a key pressed right after another one
  // (before effects run) still sees the state that the previous key produced.
  const onKeyRef = useRef<(e: KeyboardEvent) => void>(() => {});
  onKeyRef.current = onKey;
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKeyRef.current(e);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

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

  const optionId = (i: number) => `q-${q.id}-opt-${i}`;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-green-950">{modeTitles[session.mode]}</h1>
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
        <fieldset className="mt-2">
          <legend
            ref={questionRef}
            tabIndex={-1}
            className="text-lg font-semibold text-stone-900 focus:outline-none"
          >
            {q.question}
          </legend>
          <div className="mt-4 space-y-2">
            {q.options.map((option, i) => {
              const chosen = st.selected === option;
              const showRight = st.submitted && option === q.correctAnswer;
              const showWrong = st.submitted && chosen && option !== q.correctAnswer;
              return (
                <label
                  key={option}
                  htmlFor={optionId(i)}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-green-800',
                    chosen
                      ? 'border-green-700 bg-green-50'
                      : 'border-stone-200 bg-white hover:border-green-600',
                    showRight && 'border-green-700 bg-green-100',
                    showWrong && 'border-red-600 bg-red-50',
                    st.submitted && 'cursor-default',
                  )}
                >
                  <input
                    id={optionId(i)}
                    type="radio"
                    name={`answer-${q.id}`}
                    value={option}
                    checked={chosen}
                    disabled={st.submitted}
                    onChange={() => update({ selected: option })}
                    className="mt-1 h-4 w-4 accent-green-800"
                  />
                  <span className="flex-1">
                    <span className="sr-only">Option {i + 1}: </span>
                    {option}
                  </span>
                  {showRight && (
                    <CheckCircle2 className="h-5 w-5 shrink-0 text-green-700" aria-label="Correct answer" />
                  )}
                  {showWrong && (
                    <XCircle className="h-5 w-5 shrink-0 text-red-700" aria-label="Your answer, incorrect" />
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
        {!st.submitted && (
          <Button className="mt-4" onClick={submitAnswer}>
            Submit
          </Button>
        )}
        {st.submitted && (
          <div className="mt-4 space-y-4" aria-live="polite">
            <div className={cn('rounded-xl p-4', isCorrect ? 'bg-green-50' : 'bg-amber-50')}>
              <p ref={feedbackRef} tabIndex={-1} className="font-semibold focus:outline-none">
                {isCorrect ? 'Correct!' : `Not quite. The answer is: ${q.correctAnswer}`}
              </p>
              <p className="mt-1 text-stone-800">{q.explanation}</p>
              {q.memoryHint && (
                <p className="mt-2 text-sm">
                  <span className="font-semibold">Memory hint:</span> {q.memoryHint}
                </p>
              )}
              {q.funFact && (
                <p className="mt-1 text-sm text-stone-700">
                  <span className="font-semibold">Fun fact:</span> {q.funFact}
                </p>
              )}
            </div>
            <fieldset disabled={st.recorded}>
              <legend className="font-semibold text-green-950">
                {isCorrect
                  ? 'How confident were you with this answer?'
                  : 'How familiar did this topic feel to you?'}
              </legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {confidenceLevels.map((level) => (
                  <label
                    key={level}
                    className={cn(
                      'cursor-pointer rounded-full border-2 px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-green-800',
                      st.confidence === level
                        ? 'border-green-700 bg-green-100 text-green-950'
                        : 'border-stone-300 bg-white',
                    )}
                  >
                    <input
                      type="radio"
                      name={`confidence-${q.id}`}
                      value={level}
                      checked={st.confidence === level}
                      onChange={() => update({ confidence: level })}
                      className="sr-only"
                    />
                    {confidenceLabels[level]}
                  </label>
                ))}
              </div>
            </fieldset>
            {!st.recorded && (
              <Button onClick={() => void submitConfidence()} disabled={sending}>
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
