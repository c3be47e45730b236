import { ChevronDown } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import type { ReactNode } from 'react';

/** The button of a show/hide section: says whether it is open and which panel it controls. */
export function DisclosureButton({
  isOpen,
  onToggle,
  controls,
  className,
  chevronClassName,
  children,
}: {
  isOpen: boolean;
  onToggle: () => void;
  controls: string;
  className?: string;
  chevronClassName?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={controls}
      onClick={onToggle}
      className={cn(
        'flex w-full justify-between gap-2 text-left font-semibold text-green-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800',
        className,
      )}
    >
      <span>{children}</span>
      <ChevronDown
        className={cn('h-5 w-5 shrink-0 transition-transform', isOpen && 'rotate-180', chevronClassName)}
        aria-hidden
      />
    </button>
  );
}
