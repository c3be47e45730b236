import { buttonClasses } from '@client/components/ui/button';
import { Link } from '@client/lib/router';

export function Component() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <p className="text-6xl font-extrabold text-amber-600" aria-hidden>
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold text-green-950">Page Not Found</h1>
      <p className="mt-2 text-stone-700">
        Aunt Rita looked all over the homestead and could not find that page.
      </p>
      <Link to="/dashboard" className={buttonClasses('primary', 'md', 'mt-6')}>
        Go to Dashboard
      </Link>
    </div>
  );
}
