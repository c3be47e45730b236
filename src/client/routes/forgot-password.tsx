import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/field';
import { TextLink } from '@client/components/ui/text-link';
import { useRequestPasswordReset } from '@client/features/auth/api/request-password-reset';
import { AuthCard, FormError } from '@client/features/auth/components/auth-card';
import { ForgotPasswordForm, fieldErrors } from '@client/features/auth/validation';
import { describeError } from '@client/lib/api-client';
import { type FormEvent, useState } from 'react';

export function Component() {
  const request = useRequestPasswordReset();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = ForgotPasswordForm.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    request.mutate(parsed.data.email, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (err) => setFormError(describeError(err)),
    });
  }

  if (sentTo)
    return (
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-green-950">Check your email</h1>
        <Card className="mt-4 space-y-3" role="status">
          <p>
            If <strong className="break-all">{sentTo}</strong> has an account, we sent it a link to choose a
            new password. The link works once, for one hour.
          </p>
          <p className="text-sm text-stone-700">
            Nothing there? Check your spam folder, or make sure you used the address you signed up with.
          </p>
          <TextLink to="/sign-in">Back to sign in</TextLink>
        </Card>
      </div>
    );

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email you signed up with and we'll send you a link to choose a new one."
      footer={
        <>
          Remembered it? <TextLink to="/sign-in">Sign in</TextLink>
        </>
      }
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormError message={formError} />
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
