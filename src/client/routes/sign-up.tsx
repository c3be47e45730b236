import { Button, buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/field';
import { MailCheck } from '@client/components/ui/icons';
import { TextLink } from '@client/components/ui/text-link';
import { useSignUp } from '@client/features/auth/api/auth-requests';
import { AuthCard, FormError } from '@client/features/auth/components/auth-card';
import { safeNext } from '@client/features/auth/lib/next-path';
import { fieldErrors, SignUpForm } from '@client/features/auth/validation';
import { describeError } from '@client/lib/api-client';
import { Link, useSearchParams } from '@client/lib/router';
import { type FormEvent, useState } from 'react';

/** After sign-up: the same words for every address, since the answer must not tell which have accounts. */
function CheckYourEmail({ email, next }: { email: string; next: string }) {
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold text-green-950">Check your email</h1>
      <Card className="mt-4 space-y-3" role="status">
        <MailCheck className="h-8 w-8 text-green-800" aria-hidden />
        <p>
          We sent an email to <strong className="break-all">{email}</strong>. Open the link in it to confirm
          your address and finish signing up. Anything you did as a guest comes with you.
        </p>
        <p className="text-sm text-stone-700">
          If that address already has an account, the email tells you how to sign in or reset the password
          instead. Nothing there? Check your spam folder, or try again in a few minutes.
        </p>
        <Link to={`/sign-in?next=${encodeURIComponent(next)}`} className={buttonClasses('outline', 'sm')}>
          Sign in with your password now
        </Link>
      </Card>
    </div>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const signUp = useSignUp();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget));
    const parsed = SignUpForm.safeParse(data);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    signUp.mutate(
      { ...parsed.data, next },
      {
        onSuccess: () => setSentTo(parsed.data.email),
        onError: (err) => setFormError(describeError(err)),
      },
    );
  }

  if (sentTo) return <CheckYourEmail email={sentTo} next={next} />;

  return (
    <AuthCard
      title="Create your account"
      intro="Keep your progress on every device. Anything you did as a guest comes with you."
      footer={
        <>
          Already have an account?{' '}
          <TextLink to={`/sign-in?next=${encodeURIComponent(next)}`}>Sign in</TextLink>
        </>
      }
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormError message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" name="firstName" autoComplete="given-name" error={errors.firstName} />
          <TextField label="Last name" name="lastName" autoComplete="family-name" error={errors.lastName} />
        </div>
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, and not a common password."
          error={errors.password}
        />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
