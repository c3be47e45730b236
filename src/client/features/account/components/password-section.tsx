import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-error';
import { useChangePassword } from '@client/features/account/api/change-password';
import { ApiError, describeError } from '@client/lib/api-client';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/domain/limits';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { Saved, Section } from './section';

const PasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`)
      .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
    repeat: z.string(),
  })
  .refine((v) => v.newPassword === v.repeat, { message: 'The two new passwords differ.' });

export function PasswordSection() {
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = PasswordForm.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the passwords.');
      return;
    }
    setError(null);
    change.mutate(
      { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword },
      {
        onSuccess: () => form.reset(),
        onError: (err) =>
          setError(
            err instanceof ApiError && /invalid password/i.test(err.serverMessage ?? '')
              ? 'Your current password is not right.'
              : describeError(err),
          ),
      },
    );
  }
  return (
    <Section id="account-password" title="Password" intro="Changing it signs out every other device.">
      <form onSubmit={submit} className="space-y-3" noValidate aria-label="Change your password">
        <FormError message={error} />
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters, and not a common password."
          />
          <TextField label="Repeat new password" name="repeat" type="password" autoComplete="new-password" />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="outline" size="sm" disabled={change.isPending}>
            {change.isPending ? 'Saving…' : 'Change password'}
          </Button>
          <Saved message={change.isSuccess ? 'Password changed. Every other device was signed out.' : null} />
        </div>
      </form>
    </Section>
  );
}
