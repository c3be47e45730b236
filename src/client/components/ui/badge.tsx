import { cn } from '@client/lib/cn';
import type { ReactNode } from 'react';

const tones = {
  green: 'bg-green-100 text-green-900',
  amber: 'bg-amber-100 text-amber-900',
  stone: 'bg-stone-100 text-stone-800',
  red: 'bg-red-100 text-red-900',
  solid: 'bg-green-800 text-white',
} as const;

/** `className` adds classes (margins, flex); colours come from `tone` and the text size from `size`. */
export function Badge({
  children,
  tone = 'green',
  size = 'xs',
  className,
}: {
  children: ReactNode;
  tone?: keyof typeof tones;
  size?: 'xs' | 'sm';
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold',
        size === 'sm' ? 'text-sm' : 'text-xs',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
