import { Button } from '@client/components/ui/button';
import { MailWarning } from '@client/components/ui/icons';
import { useSendVerificationEmail } from '@client/features/auth/api/send-verification-email';
import { useUser } from '@client/lib/api/get-user';
import { describeError } from '@client/lib/api-client';

/** Until an account's address is confirmed: a reminder under the header, with the link sent again on request. */
export function VerifyEmailBanner() {
  const { data: user } = useUser();
  const send = useSendVerificationEmail();
  if (!user || user.isGuest || user.emailVerified || !user.email) return null;
  const email = user.email;
  return (
    <section aria-label="Confirm your email" className="border-b border-amber-300 bg-amber-100">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-stone-900">
        <MailWarning className="h-5 w-5 shrink-0 text-amber-800" aria-hidden />
        <p className="min-w-0 flex-1">
          Confirm your email: open the link we sent to <strong className="break-all">{email}</strong>.
        </p>
        <div className="flex items-center gap-3">
          <p role="status" className="font-medium">
            {send.isSuccess ? 'Sent. Check your inbox.' : send.isError ? describeError(send.error) : ''}
          </p>
          {!send.isSuccess && (
            <Button variant="outline" size="sm" disabled={send.isPending} onClick={() => send.mutate(email)}>
              {send.isPending ? 'Sending…' : 'Send the link again'}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
