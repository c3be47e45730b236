import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { useSignIn } from '@client/features/auth/api/auth-requests';
import { AuthCard, FormError } from '@client/features/auth/components/auth-card';
import { safeNext } from '@client/features/auth/lib/next-path';
import { fieldErrors, SignInForm } from '@client/features/auth/validation';
import { ApiError, describeError } from '@client/lib/api-client';
import { Link, useNavigate, useSearchParams } from '@client/lib/router';
import { type FormEvent, useState } from 'react';

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const signIn = useSignIn();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = SignInForm.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    signIn.mutate(parsed.data, {
      onSuccess: () => navigate(next),
      onError: (err) =>
        setFormError(
          err instanceof ApiError && err.status === 401
            ? 'That email and password do not match an account.'
            : describeError(err),
        ),
    });
  }

  return (
    <AuthCard
      title="Sign in"
      intro="Welcome back. Pick up right where you left off."
      footer={
        <>
          New here?{' '}
          <Link
            to={`/sign-up?next=${encodeURIComponent(next)}`}
            className="font-semibold text-green-800 underline underline-offset-4"
          >
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormError message={formError} />
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-green-800 underline underline-offset-4">
            Forgot password?
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
