import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/field';
import { useResetUser } from '@client/features/admin/api/reset-user';
import { toastFailure, toastSuccess } from '@client/features/admin/lib/labels';
import { type FormEvent, useState } from 'react';

/** Reset User: clears a user's learning data; the account and its Premium access stay. */
export function ResetUserTab() {
  const [userId, setUserId] = useState('');
  const reset = useResetUser();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    reset.mutate(userId.trim(), {
      onSuccess: (r) => {
        toastSuccess('User Reset Successfully!', r.message);
        setUserId('');
      },
      onError: (err) => toastFailure('Reset Failed', err),
    });
  };
  return (
    <form onSubmit={submit} className="max-w-xl space-y-4">
      <p className="text-stone-700">
        Clears a user's answers, progress, schedules, achievements and exam attempts. Their account, settings
        and Premium access are kept. Find the ID in the Users tab.
      </p>
      <TextField
        label="User ID"
        value={userId}
        onChange={(e) => setUserId(e.target.value)}
        autoComplete="off"
      />
      <Button type="submit" disabled={!userId.trim() || reset.isPending}>
        {reset.isPending ? 'Resetting…' : 'Reset User'}
      </Button>
    </form>
  );
}
