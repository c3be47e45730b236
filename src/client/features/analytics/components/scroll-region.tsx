import { cn } from '@client/lib/cn';
import type { ReactNode } from 'react';

/**
 * A box that scrolls (a wide table or chart on a phone). It takes focus so a keyboard user can scroll
 * it with the arrow keys, and is named so a screen reader says what it holds.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={cn('overflow-auto focus-visible:outline-2 focus-visible:outline-green-800', className)}
    >
      {children}
    </section>
  );
}
