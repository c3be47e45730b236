import { Button } from '@client/components/ui/button';
import { Flag } from '@client/components/ui/icons';
import { lazy, Suspense, useState } from 'react';

const ReportQuestionDialog = lazy(() =>
  import('./report-question-dialog').then((m) => ({ default: m.ReportQuestionDialog })),
);

/** Generated math items are rebuilt from their id, not stored: an editor cannot fix one, so none is reportable. */
const isReportable = (questionId: string) => !questionId.startsWith('math-');

/**
 * "Report a problem" on a question. The button costs the question screen nothing: the dialog (Radix,
 * the form) loads the first time it is pressed and opens at once.
 */
export function ReportQuestionButton({
  questionId,
  className = 'mt-2',
}: {
  questionId: string;
  /** The trigger's placement: under quiz feedback by default; a card's action row passes its own. */
  className?: string;
}) {
  const [isWanted, setWanted] = useState(false);
  if (!isReportable(questionId)) return null;
  const trigger = (
    <Button variant="quiet" size="sm" className={className} onClick={() => setWanted(true)}>
      <Flag className="h-4 w-4" aria-hidden />
      Report a problem
    </Button>
  );
  if (!isWanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ReportQuestionDialog questionId={questionId} className={className} defaultOpen />
    </Suspense>
  );
}
