import { parseStoryBody } from '@client/features/study/lib/parse-story-body';
import { cn } from '@client/lib/cn';
import { useMemo } from 'react';

/** A story's text: `**Subheading**` lines become headings one level under the story's title. */
export function StoryBody({
  body,
  headingLevel = 3,
  compact = false,
  className,
}: {
  body: string;
  headingLevel?: 3 | 4;
  /** Smaller text, tighter spacing (a tip inside a panel). */
  compact?: boolean;
  /** Adds classes (margins). */
  className?: string;
}) {
  const blocks = useMemo(() => parseStoryBody(body), [body]);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div
      className={cn(
        'text-stone-900 wrap-break-word',
        compact ? 'space-y-3 text-sm' : 'space-y-4 leading-relaxed',
        className,
      )}
    >
      {blocks.map((b, i) =>
        b.kind === 'heading' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in a fixed order
          <Heading key={i} className="pt-2 text-lg font-bold text-green-950">
            {b.text}
          </Heading>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in a fixed order
          <p key={i}>{b.text}</p>
        ),
      )}
    </div>
  );
}
