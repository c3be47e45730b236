import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-error';
import { useChangeEmail } from '@client/features/account/api/change-email';
import { useUpdateName } from '@client/features/account/api/update-name';
import { describeError } from '@client/lib/api-client';
import type { AccountResponse } from '@shared/contracts/account';
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { Saved, Section } from './section';

const NameForm = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name.').max(60, 'First name is too long.'),
  lastName: z.string().trim().max(60, 'Last name is too long.'),
});
const EmailForm = z.object({ newEmail: z.email('Enter a valid email address, like name@example.com.') });

function NameForm_({ account }: { account: AccountResponse }) {
  const update = useUpdateName();
  const [error, setError] = useState<string | null>(null);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = NameForm.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check your name.');
      return;
    }
    setError(null);
    update.mutate(parsed.data, { onError: (err) => setError(describeError(err)) });
  }
  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label="Your name">
      <FormError message={error} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          defaultValue={account.firstName ?? ''}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          defaultValue={account.lastName ?? ''}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save name'}
        </Button>
        <Saved message={update.isSuccess ? 'Name saved.' : null} />
      </div>
    </form>
  );
}

function EmailForm_({ account }: { account: AccountResponse }) {
  const change = useChangeEmail();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = EmailForm.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the address.');
      return;
    }
    setError(null);
    change.mutate(parsed.data.newEmail, {
      onSuccess: () => setSentTo(parsed.data.newEmail),
      onError: (err) => setError(describeError(err)),
    });
  }
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-stone-800">Email</span>
        <span className="break-all">{account.email}</span>
        {account.emailVerified ? <Badge>Confirmed</Badge> : <Badge tone="amber">Not confirmed yet</Badge>}
      </p>
      <form onSubmit={submit} className="space-y-3" noValidate aria-label="Change your email">
        <FormError message={error} />
        <TextField
          label="New email address"
          name="newEmail"
          type="email"
          autoComplete="email"
          hint={
            account.emailVerified
              ? 'We send a link to the new address; your email changes when you open it.'
              : 'Your address changes now; open the link we send to the new one to confirm it.'
          }
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="outline" size="sm" disabled={change.isPending}>
            {change.isPending ? 'Sending…' : 'Change email'}
          </Button>
          <Saved message={sentTo ? `We sent a link to ${sentTo}. Open it to finish the change.` : null} />
        </div>
      </form>
    </div>
  );
}

export function ProfileSection({ account }: { account: AccountResponse }) {
  return (
    <Section id="account-profile" title="Name and email">
      <NameForm_ account={account} />
      <hr className="border-amber-200" />
      <EmailForm_ account={account} />
    </Section>
  );
}
