import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import { CircleCheck, Clock } from 'lucide-react';

export function ReadMark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs font-semibold text-green-800', className)}>
      <CircleCheck className="h-4 w-4" aria-hidden />
      Read
    </span>
  );
}

/** Read time, difficulty and tags of a story. */
export function StoryMeta({
  story,
  showTags = true,
  className,
}: {
  story: { readTime: number; difficulty: string; tags: string[]; read?: boolean };
  showTags?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-2 text-sm text-stone-700', className)}>
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
