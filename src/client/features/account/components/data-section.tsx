import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@client/components/ui/dialog';
import { TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-error';
import { useDeleteAccount } from '@client/features/account/api/delete-account';
import { useExportAccount } from '@client/features/account/api/export-account';
import { describeError } from '@client/lib/api-client';
import type { AccountResponse } from '@shared/contracts/account';
import { type FormEvent, useState } from 'react';
import { Saved, Section } from './section';

function DeleteDialog({ account, onDeleted }: { account: AccountResponse; onDeleted: () => void }) {
  const del = useDeleteAccount();
  const [error, setError] = useState<string | null>(null);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const password = String(data.get('password') ?? '');
    if (!data.get('understood')) {
      setError('Tick the box to confirm you understand this cannot be undone.');
      return;
    }
    if (!password) {
      setError('Enter your password.');
      return;
    }
    setError(null);
    del.mutate(password, { onSuccess: onDeleted, onError: (err) => setError(describeError(err)) });
  }
  const renews = account.plan?.renews || account.plan?.cancelAtPeriodEnd;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive" size="sm">
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete your account?"
        description="This removes your account, your progress, your exam attempts and your feedback. It cannot be undone."
      >
        <form onSubmit={submit} className="space-y-4" noValidate>
          <FormError message={error} />
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-800">
            {renews && <li>Your Monthly subscription is cancelled at once and not charged again.</li>}
            {account.receipts.length > 0 && (
              <li>
                We keep your payment records ({account.receipts.length}) without your name or email, because
                tax law requires it.
              </li>
            )}
            <li>Download your data first if you want a copy.</li>
          </ul>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="understood" className="mt-1 h-4 w-4" />
            <span>I understand that my account and progress are deleted for good.</span>
          </label>
          <TextField label="Your password" name="password" type="password" autoComplete="current-password" />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline" size="sm">
                Keep my account
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" size="sm" disabled={del.isPending}>
              {del.isPending ? 'Deleting…' : 'Delete for good'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DataSection({ account, onDeleted }: { account: AccountResponse; onDeleted: () => void }) {
  const exp = useExportAccount();
  return (
    <Section
      id="account-data"
      title="Your data"
      intro="Download everything we hold about you as a JSON file, or delete your account."
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" disabled={exp.isPending} onClick={() => exp.mutate()}>
          {exp.isPending ? 'Preparing…' : 'Export my data'}
        </Button>
        <Saved
          message={
            exp.isSuccess ? 'Your data was downloaded.' : exp.isError ? describeError(exp.error) : null
          }
        />
      </div>
      <DeleteDialog account={account} onDeleted={onDeleted} />
    </Section>
  );
}
