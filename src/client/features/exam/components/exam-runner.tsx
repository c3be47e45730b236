import { ShortcutHint } from '@client/components/shortcut-hint';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { ChevronLeft, ChevronRight, Flag } from '@client/components/ui/icons';
import { usePortionAction } from '@client/features/exam/api/exam-api';
import {
  flushExamOutbox,
  knownResponses,
  pendingResponses,
  saveExamResponse,
  startExamOutboxSync,
} from '@client/features/exam/lib/exam-outbox';
import { api } from '@client/lib/api-client';
import { isTypingTarget } from '@client/lib/hooks/is-typing-target';
import { useWindowKeydown } from '@client/lib/hooks/use-window-keydown';
import type { ExamAttemptView } from '@shared/contracts/exams';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ExamClock } from './exam-clock';
import { ExamQuestion } from './exam-question';
import { NavigatorGrid } from './navigator-grid';

type Local = Record<string, { selected: string | null; flagged: boolean }>;

/** A strictly increasing save order for this attempt: hundredths of a second since it began. */
function seqClock(createdAt: string) {
  const base = Date.parse(createdAt);
  let last = 0;
  return () => {
    last = Math.max(last + 1, Math.floor((Date.now() - base) / 10));
    return last;
  };
}

/**
 * The running portion under exam conditions: choose, change, skip, flag; a navigator grid; the
 * portion's clock; Submit with a confirmation naming what is unanswered and flagged. No answer,
 * explanation or toast appears until the results.
 */
export function ExamRunner({ view }: { view: ExamAttemptView }) {
  const portion = view.portions.find((p) => p.status === 'running')!;
  const items = view.items;
  const [index, setIndex] = useState(() =>
    view.position.portion === portion.position ? Math.min(view.position.index, items.length - 1) : 0,
  );
  const [local, setLocal] = useState<Local>(() => {
    const state: Local = Object.fromEntries(
      items.map((i) => [i.questionId, { selected: i.selectedAnswer, flagged: i.flagged }]),
    );
    // Choices made offline and not yet on the server stand over what the server sent; offline, the
    // attempt comes from the service worker's copy, so every choice this device knows of does.
    const known = navigator.onLine ? pendingResponses(view.attemptId) : knownResponses(view.attemptId);
    for (const r of known)
      if (state[r.questionId]) state[r.questionId] = { selected: r.selectedAnswer, flagged: r.flagged };
    return state;
  });
  const [confirming, setConfirming] = useState(false);
  const [offlineSaves, setOfflineSaves] = useState(false);
  const nextSeq = useMemo(
    () => seqClock(view.attemptId ? view.createdAt : ''),
    [view.attemptId, view.createdAt],
  );
  const legendRef = useRef<HTMLLegendElement>(null);
  const action = usePortionAction();

  useEffect(() => {
    startExamOutboxSync();
    void flushExamOutbox();
  }, []);

  const save = useCallback(
    (questionId: string, next: { selected: string | null; flagged: boolean }) => {
      setLocal((s) => ({ ...s, [questionId]: next }));
      void saveExamResponse({
        attemptId: view.attemptId,
        questionId,
        selectedAnswer: next.selected,
        flagged: next.flagged,
        seq: nextSeq(),
      }).then((outcome) => setOfflineSaves(outcome === 'queued'));
    },
    [view.attemptId, nextSeq],
  );

  const go = useCallback(
    (i: number) => {
      const to = Math.max(0, Math.min(items.length - 1, i));
      setIndex(to);
      // Moving to a question puts focus on it, so a screen reader reads it next.
      requestAnimationFrame(() => legendRef.current?.focus());
      // Where the learner is, so a reload or another device opens here (best effort).
      void api
        .put(`/api/exams/${view.attemptId}/position`, { portion: portion.position, index: to })
        .catch(() => {});
    },
    [items.length, view.attemptId, portion.position],
  );
  const item = items[index]!;
  const current = local[item.questionId]!;
  const choose = (option: string) => save(item.questionId, { ...current, selected: option });
  const toggleFlag = () => save(item.questionId, { ...current, flagged: !current.flagged });
  const clear = () => save(item.questionId, { ...current, selected: null });

  const submit = useCallback(async () => {
    await flushExamOutbox();
    action.mutate({ attemptId: view.attemptId, portion: portion.position, action: 'submit' });
  }, [action, view.attemptId, portion.position]);

  useWindowKeydown((e) => {
    if (confirming || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
    if (/^[1-4]$/.test(e.key)) {
      const option = item.options[Number(e.key) - 1];
      if (option) choose(option);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(index + 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(index - 1);
    } else if (e.key === 'f' || e.key === 'F') {
      toggleFlag();
    }
  });

  const grid = items.map((i) => ({
    id: i.questionId,
    answered: Boolean(local[i.questionId]?.selected),
    flagged: Boolean(local[i.questionId]?.flagged),
  }));
  const unanswered = grid.filter((g) => !g.answered).length;
  const flagged = grid.filter((g) => g.flagged).length;
  const isLast = portion.position === view.portions.length - 1;

  return (
    <div className="mx-auto max-w-5xl">
      <div className="sticky top-0 z-10 -mx-4 mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-amber-200 bg-amber-50/95 px-4 py-3 backdrop-blur">
        <div>
          <h1 className="text-lg font-bold text-green-950">
            {portion.title}
            {view.isPreview ? '' : ` · ${view.stateCode}`}
          </h1>
          <p className="text-sm text-stone-700">
            Question {index + 1} of {items.length} · {items.length - unanswered} answered
            {flagged ? ` · ${flagged} flagged` : ''}
          </p>
        </div>
        <ExamClock
          key={portion.position}
          label={`${portion.title} time`}
          remainingSeconds={portion.remainingSeconds ?? portion.timeLimitSeconds}
          onZero={() => void submit()}
        />
      </div>
      {offlineSaves && (
        <p role="status" className="mb-3 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-950">
          You're offline: your choices are kept on this device and saved when the connection returns.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Card>
          <ExamQuestion
            questionId={item.questionId}
            number={index + 1}
            question={item.question}
            options={item.options}
            selected={current.selected}
            onSelect={choose}
            legendRef={legendRef}
          />
          <div className="mt-5 flex flex-wrap items-center gap-2">
            <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
              <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
            </Button>
            <Button
              variant={current.flagged ? 'secondary' : 'ghost'}
              onClick={toggleFlag}
              aria-pressed={current.flagged}
            >
              <Flag className="h-4 w-4" aria-hidden /> {current.flagged ? 'Flagged' : 'Flag for review'}
            </Button>
            {current.selected && (
              <Button variant="ghost" onClick={clear}>
                Clear choice
              </Button>
            )}
            <Button className="ml-auto" onClick={() => go(index + 1)} disabled={index === items.length - 1}>
              {current.selected ? 'Next' : 'Skip'} <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          </div>
          <p className="mt-4 text-sm text-stone-700">Your choices are saved as you go.</p>
          <div className="mt-1">
            <ShortcutHint>1–4 choose · ← → move · F flags</ShortcutHint>
          </div>
        </Card>
        <aside className="space-y-4">
          <Card>
            <h2 className="mb-3 font-semibold text-green-950">Questions</h2>
            <NavigatorGrid items={grid} current={index} onJump={go} />
          </Card>
          <Button className="w-full" variant="destructive" onClick={() => setConfirming(true)}>
            Submit {view.isPreview ? 'exam' : portion.title.toLowerCase()}
          </Button>
          {action.isError && (
            <p role="alert" className="text-sm text-red-800">
              We could not submit just now. Check your connection and try again.
            </p>
          )}
        </aside>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title={`Submit the ${view.isPreview ? 'exam' : portion.title.toLowerCase()}?`}
          description={
            isLast
              ? 'After this you will see your results.'
              : 'After this the next portion starts on its own clock when you are ready.'
          }
        >
          <ul className="list-disc space-y-1 pl-5 text-stone-800">
            <li>
              {unanswered === 0
                ? 'Every question is answered.'
                : `${unanswered} ${unanswered === 1 ? 'question is' : 'questions are'} unanswered (they count as wrong).`}
            </li>
            <li>{flagged === 0 ? 'No question is flagged.' : `${flagged} flagged for review.`}</li>
          </ul>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep working
            </Button>
            <Button
              variant="destructive"
              disabled={action.isPending}
              onClick={() => {
                setConfirming(false);
                void submit();
              }}
            >
              Submit now
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
