import { Button, buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { CheckList } from '@client/components/ui/check-list';
import { TextLink } from '@client/components/ui/text-link';
import { useCreateSubscription } from '@client/features/payments/api/create-subscription';
import { StripeForm } from '@client/features/payments/components/stripe-form';
import { TestCardForm } from '@client/features/payments/components/test-card-form';
import { useAppConfig } from '@client/lib/api/get-app-config';
import { useUser } from '@client/lib/api/get-user';
import { cn } from '@client/lib/cn';
import { Link, useSearchParams } from '@client/lib/router';
import { type PlanId, plans, premiumPerks } from '@shared/domain/plans';
import { useCallback, useState } from 'react';

function UnableToLoad() {
  return (
    <div role="alert" className="space-y-3">
      <p className="font-semibold">Unable to load payment form</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </div>
  );
}

export function Component() {
  const { data: user } = useUser();
  const { data: config } = useAppConfig();
  // The chosen plan lives in the address, so it stays chosen through sign-up and the emailed link.
  const [params, setParams] = useSearchParams();
  const asked = params.get('plan');
  const planId: PlanId = plans.some((p) => p.id === asked) ? (asked as PlanId) : 'lifetime';
  const setPlanId = (id: PlanId) => setParams({ plan: id }, { replace: true });
  const create = useCreateSubscription();
  const [loadFailed, setLoadFailed] = useState(false);
  const onLoadError = useCallback(() => setLoadFailed(true), []);
  const plan = plans.find((p) => p.id === planId)!;

  if (user?.isPremium)
    return (
      <Card className="mx-auto max-w-xl text-center">
        <h1 className="text-3xl font-bold text-green-950">You're Premium</h1>
        <p className="mt-2 text-stone-700">
          {user.premiumPlan === 'lifetime'
            ? 'Lifetime access is yours.'
            : `Your Monthly plan runs until ${new Date(user.premiumExpiresAt ?? Date.now()).toLocaleDateString('en-US', { dateStyle: 'long' })}. See or cancel it on your account page.`}
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Link to="/dashboard" className={buttonClasses('primary', 'md')}>
            Go to Dashboard
          </Link>
          <Link to="/account" className={buttonClasses('outline', 'md')}>
            Your account
          </Link>
        </div>
      </Card>
    );

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-green-950">Go Premium</h1>
        <p className="mt-1 text-stone-700">
          Everything in Homestead Prep, for the plan that fits how you study.
        </p>
      </header>
      <CheckList items={premiumPerks} grid />
      <fieldset disabled={Boolean(create.data) || create.isPending}>
        <legend className="mb-2 font-semibold text-green-950">Choose a plan</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {plans.map((p) => (
            <label
              key={p.id}
              className={cn(
                'flex cursor-pointer flex-col rounded-2xl border-2 bg-white p-5 text-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-green-800',
                planId === p.id ? 'border-green-700 shadow' : 'border-amber-200',
              )}
            >
              <input
                type="radio"
                name="plan"
                value={p.id}
                checked={planId === p.id}
                onChange={() => setPlanId(p.id)}
                className="sr-only"
              />
              <span className="text-lg font-semibold text-green-950">{p.name}</span>
              <span className="mt-1 text-4xl font-extrabold text-green-900">{p.priceLabel}</span>
              <span className="text-stone-700">{p.cadence}</span>
            </label>
          ))}
        </div>
        <p className="mt-3 text-sm text-stone-700">
          Monthly renews each month until you cancel; cancel anytime on your account page and keep Premium to
          the end of the month you paid for. Lifetime is one payment.{' '}
          <TextLink to="/refund-policy">Refund and cancellation policy</TextLink>
        </p>
      </fieldset>
      <Card>
        {!user ? (
          <p role="status">Loading…</p>
        ) : user.isGuest ? (
          <div className="space-y-3">
            <p>Create a free account first, so your purchase and your progress are saved to it.</p>
            <Link
              to={`/sign-up?next=${encodeURIComponent(`/subscribe?plan=${planId}`)}`}
              className={buttonClasses('primary')}
            >
              Create account
            </Link>
          </div>
        ) : config?.payments.provider === 'unavailable' ? (
          <p role="status">
            Payments are not open on this server yet, so Premium cannot be bought right now. Please try again
            later.
          </p>
        ) : loadFailed || create.isError ? (
          <UnableToLoad />
        ) : !create.data ? (
          <Button
            className="w-full"
            disabled={create.isPending || !config}
            onClick={() =>
              create.mutate(
                { plan: planId },
                { onError: (err) => console.error('Subscription setup failed', err) },
              )
            }
          >
            {create.isPending ? 'Loading payment form…' : `Continue with ${plan.name} (${plan.priceLabel})`}
          </Button>
        ) : create.data.provider === 'test' ? (
          <TestCardForm paymentId={create.data.paymentId} priceLabel={plan.priceLabel} />
        ) : config?.payments.publishableKey ? (
          <StripeForm
            publishableKey={config.payments.publishableKey}
            clientSecret={create.data.clientSecret}
            paymentId={create.data.paymentId}
            priceLabel={plan.priceLabel}
            onLoadError={onLoadError}
          />
        ) : (
          <UnableToLoad />
        )}
      </Card>
    </div>
  );
}
