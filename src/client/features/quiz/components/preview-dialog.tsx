import { lazy, Suspense, useState } from 'react';

const PreviewComplete = lazy(() =>
  import('./preview-complete').then((m) => ({ default: m.PreviewComplete })),
);

/**
 * "Preview Complete!" when a free learner has used the premium modes' preview. Its code (Radix's
 * dialog) loads the first time it opens, not with every question screen.
 */
export function PreviewCompleteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [isWanted, setWanted] = useState(open);
  if (open && !isWanted) setWanted(true);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <PreviewComplete open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
