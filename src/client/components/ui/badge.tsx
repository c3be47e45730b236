import { cn } from '@client/lib/cn';
import type { ReactNode } from 'react';

export function Badge({
  children,
  tone = 'green',
  className,
}: {
  children: ReactNode;
  tone?: 'green' | 'amber' | 'stone';
  className?: string;
}) {
  const tones = {
    green: 'bg-green-100 text-green-900',
    amber: 'bg-amber-100 text-amber-900',
    stone: 'bg-stone-100 text-stone-800',
  };
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
