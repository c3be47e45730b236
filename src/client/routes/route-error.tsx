import { buttonClasses } from '@client/components/ui/button';
import { isRouteErrorResponse, Link, useRouteError } from '@client/lib/router';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while loading this page.';
  return (
    <div className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-2xl font-bold text-green-950">We hit a snag</h1>
      <p className="mt-2 text-stone-700">{message}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Retry
        </button>
        <Link to="/dashboard" className={buttonClasses('outline')}>
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}
