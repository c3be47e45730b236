import { cn } from '@client/lib/cn';
import { brand } from '@shared/brand';

/** Aunt Rita's avatar: a simple initial badge, as on her own page. */
export function GuideAvatar({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn(
        'flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-amber-200 text-2xl font-bold text-green-950',
        className,
      )}
    >
      {brand.guide.shortName.charAt(0)}
    </div>
  );
}
