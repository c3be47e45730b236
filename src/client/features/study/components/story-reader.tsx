import { ReadAloud } from '@client/components/read-aloud';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { useStory } from '@client/features/study/api/get-story';
import { useReadSentinel } from '@client/features/study/hooks/use-read-sentinel';
import { parseStoryBody } from '@client/features/study/lib/parse-story-body';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import type { StorySummary } from '@shared/contracts/stories';
import { formatWait, secondsToCountRead } from '@shared/lib/reading-time';
import type { ReactNode, Ref } from 'react';
import { StoryBody } from './story-body';
import { StoryMeta } from './story-meta';
import { UpgradePrompt } from './upgrade-prompt';

/**
 * The end of a story's text: once it has scrolled into view and the story has been open long enough
 * for its length, the story counts as read. Until then a line says how long that is.
 */
export function ReadSentinel({ story }: { story: { id: string; read: boolean; readTime: number } }) {
  const { ref, waiting } = useReadSentinel(story);
  return (
    <>
      <div ref={ref} aria-hidden className="h-px w-full" data-read-sentinel={story.id} />
      {!story.read && (
        <p className="mt-4 text-sm text-stone-700">
          {waiting
            ? `Almost there: this story counts as read once it has been open ${formatWait(secondsToCountRead(story.readTime))}.`
            : `This story counts as read when you reach its end after about ${formatWait(secondsToCountRead(story.readTime))} of reading.`}
        </p>
      )}
    </>
  );
}

/**
 * One story, personalised with the selected state: its title and details at once (from the list),
 * then its text. Reading to the end of the text marks it read.
 */
export function StoryReader({
  summary,
  headingRef,
  footer,
  className,
}: {
  summary: StorySummary;
  headingRef?: Ref<HTMLHeadingElement>;
  footer?: ReactNode;
  className?: string;
}) {
  const { stateCode } = useSelectedState();
  const story = useStory(summary.locked ? null : summary.id, stateCode);
  const detail = story.data;
  const isPremiumError = story.error instanceof ApiError && story.error.code === 'PREMIUM_REQUIRED';
  const headingId = `story-${summary.id}-title`;

  let content: ReactNode;
  if (summary.locked || isPremiumError) content = <UpgradePrompt className="mt-4" />;
  else if (story.isPending) content = <LoadingState label="Loading story…" />;
  else if (story.isError)
    content = (
      <ErrorState
        className="mt-4"
        title="We could not load this story."
        error={story.error}
        onRetry={() => story.refetch()}
      />
    );
  else if (detail)
    content = (
      <>
        <ReadAloud
          className="mt-4"
          label="Read the story aloud"
          text={`${detail.title}.\n${parseStoryBody(detail.body)
            .map((b) => (b.kind === 'heading' ? `${b.text}.` : b.text))
            .join('\n')}`}
        />
        <StoryBody body={detail.body} className="mt-5" />
        <ReadSentinel story={detail} />
      </>
    );

  return (
    <article aria-labelledby={headingId} className={cn('min-w-0', className)}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-20 text-2xl font-bold text-green-950 outline-none"
      >
        {detail?.title ?? summary.title}
      </h2>
      <StoryMeta story={{ ...summary, read: detail?.read ?? summary.read }} className="mt-2" />
      {content}
      {footer}
    </article>
  );
}
