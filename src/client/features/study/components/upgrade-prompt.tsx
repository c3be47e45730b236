import { buttonClasses } from '@client/components/ui/button';
import { Lock } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router';

/** A link to /subscribe styled as the page's main button. */
export function UpgradeLink({
  label = 'Upgrade to Premium',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <Link
      to="/subscribe"
      className={buttonClasses('primary', 'md', cn('text-center', className), { wrap: true })}
    >
      <Lock className="h-4 w-4 shrink-0" aria-hidden />
      {label}
    </Link>
  );
}

/** Shown where premium text would be for a free learner. */
export function UpgradePrompt({
  message = 'This is part of Premium. Upgrade to read every family story in this section.',
  label,
  className,
}: {
  message?: string;
  label?: string;
  className?: string;
}) {
  return (
    <div className={cn('rounded-2xl border border-amber-300 bg-amber-50 p-4', className)}>
      <p className="text-stone-800">{message}</p>
      <UpgradeLink label={label} className="mt-3" />
    </div>
  );
}
