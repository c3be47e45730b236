import { cn } from '@client/lib/cn';
import { brand } from '@shared/brand';

/** Aunt Rita's initial badge, as on her own page and the study screens. */
export function GuideBadge({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn(
        'flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-amber-200 text-xl font-bold text-green-950',
        className,
      )}
    >
      {brand.guide.shortName.charAt(0)}
    </div>
  );
}
