import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { useSignOut } from '@client/features/auth/api/auth-requests';
import { Link } from '@client/lib/router';
import { useEffect, useRef } from 'react';

export function Component() {
  const signOut = useSignOut();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOut.mutate();
  }, [signOut]);
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold text-green-950">Sign out</h1>
      <Card className="mt-4" role="status">
        {signOut.isPending || signOut.isIdle ? (
          <p>Signing you out…</p>
        ) : signOut.isError ? (
          <p>We could not sign you out. Check your connection and try again.</p>
        ) : (
          <>
            <p className="font-semibold">You're signed out.</p>
            <p className="mt-1 text-stone-700">Your progress is saved to your account for next time.</p>
            <div className="mt-4 flex gap-3">
              <Link to="/sign-in" className={buttonClasses('primary', 'sm')}>
                Sign in again
              </Link>
              <Link to="/" className={buttonClasses('outline', 'sm')}>
                Home
              </Link>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
