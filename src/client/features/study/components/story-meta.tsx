import { Badge } from '@client/components/ui/badge';
import { CircleCheck, Clock } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';

/** `onDark`: white, on a selected (dark green) row. */
export function ReadMark({ onDark = false, className }: { onDark?: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs font-semibold',
        onDark ? 'text-white' : 'text-green-800',
        className,
      )}
    >
      <CircleCheck className="h-4 w-4" aria-hidden />
      Read
    </span>
  );
}

/** Read time, difficulty and tags of a story. */
export function StoryMeta({
  story,
  showTags = true,
  size = 'sm',
  className,
}: {
  story: { readTime: number; difficulty: string; tags: string[]; read?: boolean };
  showTags?: boolean;
  /** Its text size. */
  size?: 'xs' | 'sm';
  /** Adds classes (margins). */
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-2 text-stone-700',
        size === 'xs' ? 'text-xs' : 'text-sm',
        className,
      )}
    >
      <span className="inline-flex items-center gap-1">
        <Clock className="h-4 w-4" aria-hidden />
        {story.readTime} min read
      </span>
      <Badge tone="amber">{story.difficulty}</Badge>
      {showTags &&
        story.tags.map((tag) => (
          <Badge key={tag} tone="stone">
            {tag}
          </Badge>
        ))}
      {story.read && <ReadMark />}
    </div>
  );
}
