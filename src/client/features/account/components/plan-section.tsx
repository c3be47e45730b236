import { Badge } from '@client/components/ui/badge';
import { buttonClasses } from '@client/components/ui/button';
import { TextLink } from '@client/components/ui/text-link';
import { longDate, money } from '@client/features/account/lib/format';
import { Link } from '@client/lib/router';
import type { AccountResponse, PlanSummary } from '@shared/contracts/account';
import { plans } from '@shared/domain/plans';
import type { ReactNode } from 'react';
import { Section } from './section';

function planLine(plan: PlanSummary) {
  if (plan.plan === 'lifetime') return 'Lifetime access: no renewals, nothing more to pay.';
  const end = plan.currentPeriodEnd ? longDate(plan.currentPeriodEnd) : null;
  if (plan.status === 'past_due')
    return `Your last renewal payment did not go through. We will try again; Premium runs until ${end} unless a payment succeeds.`;
  if (plan.cancelAtPeriodEnd) return `Cancelled: Premium ends on ${end}. You will not be charged again.`;
  if (plan.renews) return `Renews on ${end} for ${plans[1].priceLabel}. Cancel anytime before then.`;
  return `Premium runs until ${end}.`;
}

export function PlanSection({ account, actions }: { account: AccountResponse; actions?: ReactNode }) {
  const plan = account.plan;
  return (
    <Section id="account-plan" title="Your plan">
      {plan ? (
        <div className="space-y-3">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold text-green-950">
              Premium {plan.plan === 'lifetime' ? 'Lifetime' : 'Monthly'}
            </span>
            <Badge tone={plan.status === 'past_due' ? 'amber' : 'green'}>
              {plan.status === 'past_due'
                ? 'Payment failed'
                : plan.cancelAtPeriodEnd
                  ? 'Ends soon'
                  : 'Active'}
            </Badge>
          </p>
          <p data-testid="plan-line">{planLine(plan)}</p>
          {actions}
        </div>
      ) : (
        <div className="space-y-3">
          <p>
            <span className="font-semibold">Free plan.</span> Premium adds every story, every quiz mode, the
            Exam Simulator and your state's supplement.
          </p>
          <Link to="/subscribe" className={buttonClasses('primary', 'sm')}>
            See Premium plans
          </Link>
        </div>
      )}
      <p className="text-sm text-stone-700">
        <TextLink to="/refund-policy">Refund and cancellation policy</TextLink>
      </p>
    </Section>
  );
}

export function ReceiptsSection({ account }: { account: AccountResponse }) {
  return (
    <Section id="account-receipts" title="Payment history">
      {account.receipts.length === 0 ? (
        <p className="text-stone-700">No payments yet.</p>
      ) : (
        <ul className="space-y-3">
          {account.receipts.map((r) => (
            <li key={r.id} className="rounded-xl border border-amber-200 p-4">
              <article aria-label={`Receipt of ${longDate(r.date)}`}>
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold">{r.description}</span>
                  <span className="text-lg font-bold text-green-950">{money(r.amountCents)}</span>
                </p>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="text-stone-600">Date</dt>
                  <dd>{longDate(r.date)}</dd>
                  <dt className="text-stone-600">Paid with</dt>
                  <dd>{r.cardLast4 ? `Card ending in ${r.cardLast4}` : 'Card'}</dd>
                  <dt className="text-stone-600">Reference</dt>
                  <dd className="break-all font-mono text-xs leading-5">{r.providerRef}</dd>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
