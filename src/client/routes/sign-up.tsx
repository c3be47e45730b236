import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { TextLink } from '@client/components/ui/text-link';
import { toast } from '@client/components/ui/use-toast';
import { useSignUp } from '@client/features/auth/api/auth-requests';
import { AuthCard, FormError } from '@client/features/auth/components/auth-card';
import { fieldErrors, SignUpForm } from '@client/features/auth/validation';
import { describeError } from '@client/lib/api-client';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Only same-site paths: '/subscribe' yes, '//elsewhere.example' no.
  const requested = params.get('next') ?? '';
  const next = /^\/(?![/\\])/.test(requested) ? requested : '/dashboard';
  const signUp = useSignUp();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

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
    signUp.mutate(parsed.data, {
      onSuccess: () => {
        toast({
          title: 'Account created',
          description: 'Your progress so far is saved to your new account.',
        });
        navigate(next);
      },
      onError: (err) => setFormError(describeError(err)),
    });
  }

  return (
    <AuthCard
      title="Create your account"
      intro="Keep your progress on every device. Anything you did as a guest comes with you."
      footer={
        <>
          Already have an account? <TextLink to="/sign-in">Sign in</TextLink>
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
          hint="At least 8 characters."
          error={errors.password}
        />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
