import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { QueryView } from '@client/components/ui/query-states';
import { useAccount } from '@client/features/account/api/get-account';
import { CancelPlan } from '@client/features/account/components/cancel-plan';
import { DataSection } from '@client/features/account/components/data-section';
import { GuestAccount } from '@client/features/account/components/guest-account';
import { PasswordSection } from '@client/features/account/components/password-section';
import { PlanSection, ReceiptsSection } from '@client/features/account/components/plan-section';
import { ProfileSection } from '@client/features/account/components/profile-section';
import { useUser } from '@client/lib/api/get-user';
import { Link } from '@client/lib/router';
import { useState } from 'react';

function Deleted() {
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-3xl font-bold text-green-950">Your account is deleted</h1>
      <Card className="mt-4 space-y-3" role="status">
        <p>Your account, your progress and your feedback are gone. Thank you for studying with us.</p>
        <Link to="/" className={buttonClasses('primary', 'sm')}>
          Home
        </Link>
      </Card>
    </div>
  );
}

export function Component() {
  const { data: user } = useUser();
  const query = useAccount(Boolean(user));
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <Deleted />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold text-green-950">
        {user?.isGuest ? 'Your progress' : 'Your account'}
      </h1>
      <QueryView
        query={query}
        loadingLabel="Loading your account…"
        errorTitle="We could not load your account."
        forLearner
      >
        {(account) =>
          account.isGuest ? (
            <GuestAccount account={account} />
          ) : (
            <>
              <ProfileSection account={account} />
              <PlanSection
                account={account}
                actions={
                  account.plan?.renews || account.plan?.status === 'past_due' ? (
                    <CancelPlan periodEnd={account.plan.currentPeriodEnd} />
                  ) : null
                }
              />
              <ReceiptsSection account={account} />
              <PasswordSection />
              <DataSection account={account} onDeleted={() => setDeleted(true)} />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
