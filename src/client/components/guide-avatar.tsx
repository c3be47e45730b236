import { cn } from '@client/lib/cn';
import { brand } from '@shared/brand';

const sizes = {
  md: 'h-12 w-12 text-xl',
  lg: 'h-14 w-14 text-2xl',
} as const;

/** Aunt Rita's avatar, the one used wherever she speaks (her page, the guides, the study screens). */
export function GuideAvatar({ size = 'lg', className }: { size?: keyof typeof sizes; className?: string }) {
  return (
    <div
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-amber-200 font-bold text-green-950',
        sizes[size],
        className,
      )}
    >
      {brand.guide.shortName.charAt(0)}
    </div>
  );
}
