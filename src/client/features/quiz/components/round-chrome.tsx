import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import type { SessionMode } from '@shared/contracts/quiz';
import { PREVIEW_LIMIT } from '@shared/domain/limits';
import { sessionModeTitle } from '@shared/domain/modes';
import type { ReactNode } from 'react';

/** The round's title, where the learner is in it (and in the free preview), its clock and progress bar. */
export function QuizHeader({
  mode,
  index,
  total,
  done,
  previewUsed,
  clock,
}: {
  mode: SessionMode;
  index: number;
  total: number;
  /** Questions finished so far, for the progress bar. */
  done: number;
  previewUsed: number | null;
  clock: ReactNode;
}) {
  return (
    <>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-green-950">{sessionModeTitle(mode)}</h1>
          <p className="text-stone-700">
            Question {index + 1} of {total}
            {previewUsed !== null && ` · Preview ${previewUsed} of ${PREVIEW_LIMIT} used`}
          </p>
        </div>
        {clock}
      </header>
      <div className="h-2 w-full overflow-hidden rounded-full bg-amber-100" aria-hidden>
        <div className="h-full bg-green-700 transition-all" style={{ width: `${(done / total) * 100}%` }} />
      </div>
    </>
  );
}

/** The end of a round finished offline: the score counted on the device, and where the answers are. */
export function OfflineResult({ correct, total }: { correct: number; total: number }) {
  return (
    <Card className="mx-auto max-w-xl text-center" role="status">
      <h1 className="text-2xl font-bold text-green-950">Familiarity Session Complete</h1>
      <p className="mt-2">
        You got {correct} of {total} right. You are offline: your answers are saved on this device and will
        reach your account when the connection returns.
      </p>
    </Card>
  );
}

/** Previous, and Next Question (Complete Quiz on the last), open once the answer is recorded. */
export function RoundNav({
  isFirst,
  isLast,
  canMoveOn,
  onPrevious,
  onNext,
}: {
  isFirst: boolean;
  isLast: boolean;
  canMoveOn: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav aria-label="Question navigation" className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" onClick={onPrevious} disabled={isFirst}>
        Previous
      </Button>
      <Button onClick={onNext} disabled={!canMoveOn} className="ml-auto">
        {isLast ? 'Complete Quiz' : 'Next Question'}
      </Button>
    </nav>
  );
}
