import { buttonClasses } from '@client/components/ui/button';
import { ArrowLeft } from '@client/components/ui/icons';
import { Link } from '@client/lib/router';

type Back = { to: string; label: string };

export const toDashboard: Back = { to: '/dashboard', label: 'Back to Dashboard' };
export const toStudy: Back = { to: '/study', label: 'Back to Study Materials' };

/** The way back from a screen: one or more "Back to ..." links, the first as the main one. */
export function BackLinks({
  links = [toDashboard],
  variant = 'outline',
  className,
}: {
  links?: Back[];
  variant?: 'outline' | 'ghost';
  className?: string;
}) {
  return (
    <nav aria-label="Back" className={className ?? 'flex flex-wrap gap-3'}>
      {links.map((l) => (
        <Link key={l.to} to={l.to} className={buttonClasses(variant, variant === 'ghost' ? 'sm' : 'md')}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
