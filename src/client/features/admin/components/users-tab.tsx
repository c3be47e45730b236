import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent } from '@client/components/ui/dialog';
import { ErrorState, LoadingState } from '@client/components/ui/query-states';
import { useDeleteUser } from '@client/features/admin/api/delete-user';
import { useAdminUsers } from '@client/features/admin/api/get-admin-users';
import { useMassDeleteUsers } from '@client/features/admin/api/mass-delete-users';
import { dateTime, toastFailure, toastSuccess } from '@client/features/admin/lib/labels';
import { useUser } from '@client/lib/api/get-user';
import type { AdminUser } from '@shared/contracts/admin';
import { useState } from 'react';
import { Pager } from './pager';

const displayName = (u: AdminUser) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || (u.isGuest ? 'Guest' : 'No name');

/** Users: 20 a page; delete one; Delete All Users with the spec's confirmation. */
export function UsersTab() {
  const [page, setPage] = useState(1);
  const users = useAdminUsers(page);
  const me = useUser();
  const remove = useDeleteUser();
  const massDelete = useMassDeleteUsers();
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const total = users.data?.totalUsers ?? 0;

  if (users.isError)
    return (
      <ErrorState
        title="Failed to fetch users"
        error={users.error}
        onRetry={() => void users.refetch()}
        isRetrying={users.isFetching}
      />
    );
  if (users.isPending) return <LoadingState label="Loading users…" />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700">{total.toLocaleString('en-US')} users</p>
        <Button
          variant="destructive"
          disabled={total === 0 || massDelete.isPending}
          onClick={() => setConfirmAll(true)}
        >
          Delete All Users
        </Button>
      </div>
      <ul
        className="divide-y divide-stone-200 rounded-xl border border-stone-300 bg-white"
        aria-label="Users"
      >
        {users.data.users.map((u) => (
          <li key={u.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">
                {displayName(u)} {u.isAdmin && <Badge>Admin</Badge>}{' '}
                {u.isPremium && <Badge tone="amber">Premium</Badge>}{' '}
                {u.isGuest && <Badge tone="stone">Guest</Badge>}
              </p>
              <p className="break-all text-sm text-stone-700">{u.email ?? 'no email (guest)'}</p>
              <p className="break-all text-xs text-stone-600">
                ID {u.id} · joined {dateTime.format(new Date(u.createdAt))} · {u.answers} answers
              </p>
            </div>
            {!u.isAdmin && u.id !== me.data?.id && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setToDelete(u)}
                aria-label={`Delete ${displayName(u)}`}
              >
                Delete
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Pager
        label="User pages"
        page={users.data.currentPage}
        totalPages={users.data.totalPages}
        onPage={setPage}
      />

      <Dialog open={toDelete !== null} onOpenChange={(o) => !o && setToDelete(null)}>
        <DialogContent
          title="Delete this user?"
          description={`${toDelete ? `${displayName(toDelete)} (${toDelete.email ?? 'guest'})` : ''} and all their data will be deleted. This cannot be undone!`}
        >
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              toDelete &&
              remove.mutate(toDelete.id, {
                onSuccess: (r) => {
                  toastSuccess('User Deleted!', r.message);
                  setToDelete(null);
                },
                onError: (err) => toastFailure('Delete Failed', err),
              })
            }
          >
            {remove.isPending ? 'Deleting…' : 'Delete user'}
          </Button>
        </DialogContent>
      </Dialog>

      <Dialog open={confirmAll} onOpenChange={setConfirmAll}>
        <DialogContent
          title="Delete All Users"
          description={`Are you sure you want to delete ALL ${total} users? This cannot be undone!`}
        >
          <p className="mb-4 text-sm text-stone-700">Admins and your own account are always kept.</p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="destructive"
              disabled={total === 0 || massDelete.isPending}
              onClick={() =>
                massDelete.mutate(undefined, {
                  onSuccess: (r) => {
                    toastSuccess('Users Deleted!', r.message);
                    setConfirmAll(false);
                    setPage(1);
                  },
                  onError: (err) => toastFailure('Mass Delete Failed', err),
                })
              }
            >
              {massDelete.isPending ? 'Deleting…' : 'Yes, delete all users'}
            </Button>
            <Button variant="outline" onClick={() => setConfirmAll(false)}>
              Cancel
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
