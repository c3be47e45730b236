import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { CircleCheck } from '@client/components/ui/icons';
import { safeNext } from '@client/features/auth/lib/next-path';
import { userQueryOptions } from '@client/lib/api/get-user';
import { Link, useSearchParams } from '@client/lib/router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const problems: Record<string, string> = {
  TOKEN_EXPIRED: 'This confirmation link has expired (links work for 24 hours).',
  INVALID_TOKEN:
    'This confirmation link is not valid. It may be incomplete: try opening it again from the email.',
  USER_NOT_FOUND: 'The account this link was for no longer exists.',
  INVALID_USER: 'This link is for another account. Sign out first, then open it again.',
};

/** Where every confirmation link lands: better-auth has confirmed the address (and signed in) or says why not. */
export function Component() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const next = safeNext(params.get('next'));
  const qc = useQueryClient();
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: userQueryOptions().queryKey });
  }, [qc]);

  if (error)
    return (
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-green-950">We could not confirm your email</h1>
        <Card className="mt-4 space-y-3" role="alert">
          <p>{problems[error] ?? 'Something went wrong with this link.'}</p>
          <p className="text-sm text-stone-700">
            Sign in and use “Send the link again” on the banner at the top of the app to get a new link.
          </p>
          <Link to="/sign-in" className={buttonClasses('primary', 'sm')}>
            Sign in
          </Link>
        </Card>
      </div>
    );

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold text-green-950">Your email is confirmed</h1>
      <Card className="mt-4 space-y-3" role="status">
        <CircleCheck className="h-8 w-8 text-green-800" aria-hidden />
        <p>
          Thank you. You're signed in, and we can now help you back into your account if you ever forget your
          password.
        </p>
        <Link to={next} className={buttonClasses('primary', 'sm')}>
          {next.startsWith('/subscribe') ? 'Continue to your plan' : 'Continue'}
        </Link>
      </Card>
    </div>
  );
}
