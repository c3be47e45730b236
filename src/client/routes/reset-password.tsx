import { Button, buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/field';
import { TextLink } from '@client/components/ui/text-link';
import { useResetPassword } from '@client/features/auth/api/reset-password';
import { AuthCard, FormError } from '@client/features/auth/components/auth-card';
import { fieldErrors, NewPasswordForm } from '@client/features/auth/validation';
import { ApiError, describeError } from '@client/lib/api-client';
import { Link, useSearchParams } from '@client/lib/router';
import { type FormEvent, useState } from 'react';

function LinkNotValid() {
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold text-green-950">This link no longer works</h1>
      <Card className="mt-4 space-y-3" role="alert">
        <p>A reset link works once, for one hour. This one has expired or was already used.</p>
        <Link to="/forgot-password" className={buttonClasses('primary', 'sm')}>
          Send a new link
        </Link>
      </Card>
    </div>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  if (!token || params.get('error') || expired) return <LinkNotValid />;

  if (reset.isSuccess)
    return (
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-green-950">Your password is changed</h1>
        <Card className="mt-4 space-y-3" role="status">
          <p>
            Every device that was signed in to your account has been signed out. Sign in with your new
            password.
          </p>
          <Link to="/sign-in" className={buttonClasses('primary', 'sm')}>
            Sign in
          </Link>
        </Card>
      </div>
    );

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = NewPasswordForm.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    reset.mutate(
      { token: token!, newPassword: parsed.data.newPassword },
      {
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400 && /token/i.test(err.serverMessage ?? ''))
            setExpired(true);
          else setFormError(describeError(err));
        },
      },
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      intro="After this, every device signed in to your account is signed out."
      footer={
        <>
          Remembered it? <TextLink to="/sign-in">Sign in</TextLink>
        </>
      }
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormError message={formError} />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, and not a common password."
          error={errors.newPassword}
        />
        <TextField
          label="Repeat new password"
          name="repeat"
          type="password"
          autoComplete="new-password"
          error={errors.repeat}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Save new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
