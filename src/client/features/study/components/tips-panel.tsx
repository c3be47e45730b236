import { Card } from '@client/components/ui/card';
import { DisclosureButton } from '@client/components/ui/disclosure-button';
import { Lightbulb } from '@client/components/ui/icons';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { useStory } from '@client/features/study/api/get-story';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import type { StorySummary } from '@shared/contracts/stories';
import { useId, useState } from 'react';
import { StoryBody } from './story-body';

function TipText({ tipId }: { tipId: string }) {
  const { stateCode } = useSelectedState();
  const tip = useStory(tipId, stateCode);
  if (tip.isPending) return <LoadingState label="Loading tip…" box="min-h-16 p-4" />;
  if (tip.isError)
    return <ErrorState title="We could not load this tip." error={tip.error} onRetry={() => tip.refetch()} />;
  return <StoryBody body={tip.data.body} headingLevel={4} compact />;
}

function TipItem({ tip }: { tip: StorySummary }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="border-t border-amber-100 pt-3 first:border-t-0 first:pt-0">
      <h3>
        <DisclosureButton
          isOpen={isOpen}
          onToggle={() => setIsOpen((v) => !v)}
          controls={panelId}
          className="items-start rounded-lg hover:text-green-800"
          chevronClassName="mt-0.5"
        >
          {tip.title}
        </DisclosureButton>
      </h3>
      <div id={panelId} className="mt-1">
        {isOpen ? <TipText tipId={tip.id} /> : <p className="text-sm text-stone-700">{tip.teaser}</p>}
      </div>
    </li>
  );
}

/** A section's study tips: each shows its one-line teaser and opens to Aunt Rita's full tip. */
export function TipsPanel({ tips, className }: { tips: StorySummary[]; className?: string }) {
  const headingId = useId();
  if (tips.length === 0) return null;
  return (
    <Card tone="tint" className={className}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-green-950">
          <Lightbulb className="h-5 w-5 text-amber-700" aria-hidden />
          Aunt Rita's Study Tips
        </h2>
        <ul className="mt-3 space-y-3">
          {tips.map((tip) => (
            <TipItem key={tip.id} tip={tip} />
          ))}
        </ul>
      </section>
    </Card>
  );
}
