import type { IconComponent } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import { type ReactNode, useId } from 'react';

/** A dashboard panel: a card-styled section named by its heading. */
export function Panel({
  title,
  icon: Icon,
  children,
  className,
}: {
  title: string;
  icon?: IconComponent;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-2xl border border-amber-200 bg-white p-4 shadow-sm sm:p-5', className)}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-green-950">
        {Icon && <Icon className="h-5 w-5 shrink-0 text-green-800" aria-hidden />}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
