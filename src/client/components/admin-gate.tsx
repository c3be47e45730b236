import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ShieldAlert } from '@client/components/ui/icons';
import { LoadingState } from '@client/components/ui/query-states';
import { useUser } from '@client/lib/api/get-user';
import { Link } from '@client/lib/router';
import { brand } from '@shared/brand';
import type { ReactNode } from 'react';

/**
 * Shows its children to an admin only. The server refuses every admin call to anyone else (403);
 * this screen just says so plainly instead of a page of errors.
 */
export function AdminGate({ title, children }: { title: string; children: ReactNode }) {
  const user = useUser();
  if (user.isPending) return <LoadingState label="Checking your account…" />;
  if (user.data?.role === 'admin') return <>{children}</>;
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="mb-4 text-2xl font-bold text-green-950">{title}</h1>
      <Card className="flex items-start gap-4">
        <ShieldAlert className="mt-1 h-8 w-8 shrink-0 text-amber-700" aria-hidden />
        <div>
          <p className="text-lg font-semibold">Admins only</p>
          <p className="mt-1 text-stone-700">
            This area is for the people who run {brand.name}.
            {user.data && !user.data.isGuest ? '' : ' If you are an admin, sign in first.'}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/dashboard" className={buttonClasses('outline', 'sm')}>
              Back to Dashboard
            </Link>
            {!(user.data && !user.data.isGuest) && (
              <Link to="/sign-in" className={buttonClasses('primary', 'sm')}>
                Sign in
              </Link>
            )}
          </div>
        </div>
      </Card>
    </div>
  );
}
