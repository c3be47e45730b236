import { onOpenFeedback, openFeedback } from '@client/lib/feedback-launcher';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FloatingFeedbackButton } from './floating-feedback-button';

const FeedbackButton = lazy(() => import('./feedback-dialog').then((m) => ({ default: m.FeedbackButton })));

/**
 * The feedback button without the dialog's code: the dialog (Radix, the form) loads the first time
 * feedback is asked for (the round button, the main nav or the phone's menu) and opens at once.
 */
export function FeedbackOnDemand({ floating }: { floating: boolean }) {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => (isWanted ? undefined : onOpenFeedback(() => setWanted(true))), [isWanted]);
  const button = floating ? <FloatingFeedbackButton onClick={openFeedback} /> : null;
  if (!isWanted) return button;
  return (
    <Suspense fallback={button}>
      <FeedbackButton floating={floating} defaultOpen />
    </Suspense>
  );
}
