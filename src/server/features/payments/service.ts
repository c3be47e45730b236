import { findActiveEntitlement, findUserById } from '@server/accounts/queries';
import type { Db } from '@server/db/client';
import { AppError } from '@server/lib/app-error';
import type { Mailer } from '@server/lib/mailer';
import type { Viewer } from '@server/lib/viewer';
import type { CreateSubscriptionResponse, PaymentStatusResponse } from '@shared/contracts/payments';
import { type PlanId, plans } from '@shared/domain/plans';
import type Stripe from 'stripe';
import { renewalFailedMail, renewalReminderMail } from './emails';
import { type PaymentProvider, paymentsUnavailable, type TestPaymentProvider } from './providers';
import {
  deletePendingPayment,
  findEntitlementByRef,
  findLatestActiveExpiry,
  findPayment,
  findPaymentByRef,
  findRunningSubscription,
  insertEntitlement,
  insertPendingPayment,
  insertRecordedPayment,
  lastCardOf,
  listDueReminders,
  listEndedTestSubscriptions,
  markPaymentFailed,
  markPaymentSucceeded,
  setCardLast4,
  setPaymentIntent,
  updateEntitlement,
} from './queries';

const MONTH_MS = 30 * 86_400_000;
/** The renewal reminder goes this long before a monthly subscription renews. */
export const REMINDER_BEFORE_MS = 3 * 86_400_000;

/** One calendar month on from `from` (Jan 31 + 1 month = the last day of February, as Stripe bills). */
export function addMonth(from: Date) {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** What the payment services need besides the database: the provider, mail and the app's clock. */
export type Billing = { provider: PaymentProvider; mailer: Mailer; baseUrl: string; now: () => Date };

export async function createSubscription(
  db: Db,
  provider: PaymentProvider,
  viewer: Viewer,
  planId: PlanId,
): Promise<CreateSubscriptionResponse> {
  if (provider.name === 'unavailable') throw paymentsUnavailable();
  if (viewer.isGuest || !viewer.email)
    throw new AppError('FORBIDDEN', 'Create an account first so your purchase is saved to it.');
  const plan = plans.find((p) => p.id === planId)!;
  const current = await findActiveEntitlement(db, viewer.id);
  if (current?.plan === 'lifetime') throw new AppError('CONFLICT', 'You already have lifetime Premium.');
  if (plan.id === 'monthly' && (await findRunningSubscription(db, viewer.id)))
    throw new AppError('CONFLICT', 'You already have a Monthly subscription. See it on your account page.');
  const paymentId = await insertPendingPayment(db, {
    userId: viewer.id,
    plan: plan.id,
    amountCents: plan.priceCents,
    provider: provider.name,
  });
  let intent: { providerRef: string; clientSecret: string; subscriptionRef?: string };
  try {
    // Monthly is a real subscription that renews; lifetime is one payment.
    intent =
      plan.id === 'monthly'
        ? await provider.createSubscription({
            paymentId,
            userId: viewer.id,
            email: viewer.email,
            amountCents: plan.priceCents,
          })
        : await provider.createIntent({
            paymentId,
            userId: viewer.id,
            plan: plan.id,
            amountCents: plan.priceCents,
          });
  } catch (err) {
    // Nothing was charged: the pending row goes, so no orphan payment is left behind.
    await deletePendingPayment(db, paymentId);
    if (err instanceof AppError) throw err;
    throw new AppError(
      'PAYMENT_ERROR',
      'The payment service could not be reached. Nothing was charged; please try again in a moment.',
      502,
    );
  }
  await setPaymentIntent(db, paymentId, intent);
  return {
    clientSecret: intent.clientSecret,
    paymentId,
    provider: provider.name,
    plan: plan.id,
    amountCents: plan.priceCents,
  };
}

/**
 * The one place premium is granted: the provider has confirmed the payment (its webhook, or our
 * verified look-up of the intent or invoice). Idempotent: a repeated event changes nothing. A
 * subscription's first payment starts its entitlement, which runs to the end of the paid period.
 */
export async function activatePayment(
  db: Db,
  providerRef: string,
  now = new Date(),
  paid: { periodEnd?: Date | null; cardLast4?: string | null } = {},
) {
  return db.transaction(async (tx) => {
    const p = await findPaymentByRef(tx, providerRef);
    if (!p?.userId) return null;
    const userId = p.userId;
    if (p.status === 'succeeded') return p;
    await markPaymentSucceeded(tx, p.id, now);
    if (paid.cardLast4) await setCardLast4(tx, p.id, paid.cardLast4);
    if (p.subscriptionRef) {
      const periodEnd = paid.periodEnd ?? addMonth(now);
      const existing = await findEntitlementByRef(tx, p.subscriptionRef);
      if (existing)
        await updateEntitlement(tx, existing.id, {
          status: 'active',
          expiresAt: existing.expiresAt && existing.expiresAt > periodEnd ? existing.expiresAt : periodEnd,
        });
      else
        await insertEntitlement(tx, {
          userId,
          plan: 'monthly',
          status: 'active',
          provider: p.provider,
          providerRef: p.subscriptionRef,
          startsAt: now,
          expiresAt: periodEnd,
        });
      return { ...p, status: 'succeeded' };
    }
    // A monthly pass bought before subscriptions existed extends the current month.
    const expiresAt =
      p.plan === 'monthly'
        ? new Date(((await findLatestActiveExpiry(tx, userId, now))?.getTime() ?? now.getTime()) + MONTH_MS)
        : null;
    await insertEntitlement(tx, {
      userId,
      plan: p.plan,
      status: 'active',
      provider: p.provider,
      providerRef,
      startsAt: now,
      expiresAt,
    });
    return { ...p, status: 'succeeded' };
  });
}

/**
 * A subscription renewed: the provider charged the next month. Recorded once per invoice (a replayed
 * event finds it recorded and changes nothing); the entitlement runs to the new period's end.
 */
export async function recordRenewal(
  db: Db,
  input: {
    subscriptionRef: string;
    invoiceRef: string;
    amountCents: number;
    periodEnd: Date;
    cardLast4: string | null;
  },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const e = await findEntitlementByRef(tx, input.subscriptionRef);
    if (!e) return false;
    const fresh = await insertRecordedPayment(tx, {
      userId: e.userId,
      plan: 'monthly',
      amountCents: input.amountCents,
      provider: e.provider,
      providerRef: input.invoiceRef,
      subscriptionRef: input.subscriptionRef,
      status: 'succeeded',
      cardLast4: input.cardLast4,
      settledAt: now,
    });
    if (!fresh) return false;
    await updateEntitlement(tx, e.id, {
      status: 'active',
      expiresAt: e.expiresAt && e.expiresAt > input.periodEnd ? e.expiresAt : input.periodEnd,
    });
    return true;
  });
}

/** A renewal payment failed: recorded once, the plan is past due (it runs to its paid end), the learner told. */
export async function recordRenewalFailure(
  db: Db,
  billing: Billing,
  input: { subscriptionRef: string; invoiceRef: string; amountCents: number; message: string },
) {
  const e = await findEntitlementByRef(db, input.subscriptionRef);
  if (!e) return false;
  const fresh = await insertRecordedPayment(db, {
    userId: e.userId,
    plan: 'monthly',
    amountCents: input.amountCents,
    provider: e.provider,
    providerRef: input.invoiceRef,
    subscriptionRef: input.subscriptionRef,
    status: 'failed',
    failureMessage: input.message,
    settledAt: null,
  });
  if (!fresh) return false;
  if (e.status !== 'canceled') await updateEntitlement(db, e.id, { status: 'past_due' });
  const email = await emailOf(db, e.userId);
  if (email) await billing.mailer.send(renewalFailedMail(email, billing.baseUrl, e.expiresAt));
  return true;
}

/** The subscription has ended (cancelled and its period over, or retries exhausted): Premium stops now. */
export async function endSubscription(db: Db, subscriptionRef: string, now: Date) {
  const e = await findEntitlementByRef(db, subscriptionRef);
  if (!e || e.status === 'canceled') return;
  await updateEntitlement(db, e.id, {
    status: 'canceled',
    canceledAt: e.canceledAt ?? now,
    expiresAt: e.expiresAt && e.expiresAt < now ? e.expiresAt : now,
  });
}

/** The provider's word on whether a subscription renews (Stripe's customer.subscription.updated). */
export async function syncSubscription(
  db: Db,
  input: { subscriptionRef: string; cancelAtPeriodEnd: boolean; periodEnd: Date | null },
  now: Date,
) {
  const e = await findEntitlementByRef(db, input.subscriptionRef);
  if (!e || e.status === 'canceled') return;
  await updateEntitlement(db, e.id, {
    cancelAtPeriodEnd: input.cancelAtPeriodEnd,
    canceledAt: input.cancelAtPeriodEnd ? (e.canceledAt ?? now) : null,
    ...(input.periodEnd && (!e.expiresAt || input.periodEnd > e.expiresAt)
      ? { expiresAt: input.periodEnd }
      : {}),
  });
}

/** The learner cancels Monthly: it stops renewing and Premium runs to the end of the paid period. */
export async function cancelAtPeriodEnd(db: Db, billing: Billing, viewer: Viewer) {
  const e = await findRunningSubscription(db, viewer.id);
  if (!e?.providerRef) throw new AppError('NOT_FOUND', 'You have no Monthly subscription to cancel.');
  if (!e.cancelAtPeriodEnd) {
    try {
      await billing.provider.cancelSubscription(e.providerRef, { atPeriodEnd: true });
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError(
        'PAYMENT_ERROR',
        'The payment service could not be reached, so nothing changed. Please try again in a moment.',
        502,
      );
    }
    await updateEntitlement(db, e.id, { cancelAtPeriodEnd: true, canceledAt: billing.now() });
  }
  return { currentPeriodEnd: e.expiresAt?.toISOString() ?? null };
}

/** An account is being deleted: its subscription stops at once, so it is never charged again. */
export async function cancelSubscriptionNow(db: Db, billing: Billing, userId: string) {
  const e = await findRunningSubscription(db, userId);
  if (!e?.providerRef) return;
  await billing.provider.cancelSubscription(e.providerRef, { atPeriodEnd: false });
  await endSubscription(db, e.providerRef, billing.now());
}

/**
 * The periodic billing work (app.ts runs it hourly; tests call it with their own clock): a reminder
 * email a few days before each renewal, and in test mode the renewals themselves (the test card is
 * charged again) or the end of a cancelled subscription.
 */
export async function runBillingJobs(db: Db, billing: Billing) {
  const now = billing.now();
  let reminders = 0;
  const price = plans.find((p) => p.id === 'monthly')!;
  for (const { e, email } of await listDueReminders(db, now, new Date(now.getTime() + REMINDER_BEFORE_MS))) {
    await billing.mailer.send(renewalReminderMail(email, billing.baseUrl, e.expiresAt!, price.priceLabel));
    await updateEntitlement(db, e.id, { reminderSentFor: e.expiresAt });
    reminders += 1;
  }
  let renewed = 0;
  if (billing.provider.name === 'test')
    for (const e of await listEndedTestSubscriptions(db, now)) {
      if (e.cancelAtPeriodEnd || e.status === 'past_due') {
        await endSubscription(db, e.providerRef!, e.expiresAt!);
        continue;
      }
      if (await testRenewal(db, e.providerRef!, e.expiresAt!, now)) renewed += 1;
    }
  return { reminders, renewed };
}

/** Test mode: the subscription's card is charged for the month after `periodStart`. */
async function testRenewal(db: Db, subscriptionRef: string, periodStart: Date, now: Date) {
  return recordRenewal(
    db,
    {
      subscriptionRef,
      invoiceRef: `test_in_${subscriptionRef.slice('test_sub_'.length)}_${periodStart.getTime()}`,
      amountCents: plans.find((p) => p.id === 'monthly')!.priceCents,
      periodEnd: addMonth(periodStart),
      cardLast4: await lastCardOf(db, subscriptionRef),
    },
    now,
  );
}

/**
 * Test mode's stand-in for the provider's own subscription events (what Stripe's test clocks do):
 * the renewal is charged now, fails now, or the provider ends the subscription now. Each goes
 * through the same handlers as a Stripe webhook.
 */
export async function simulateSubscriptionEvent(
  db: Db,
  billing: Billing,
  viewer: Viewer,
  event: 'renewal' | 'renewal_failed' | 'ended',
) {
  const e = await findRunningSubscription(db, viewer.id);
  if (!e?.providerRef || !e.expiresAt)
    throw new AppError('NOT_FOUND', 'You have no Monthly subscription in test mode.');
  const now = billing.now();
  if (event === 'renewal') await testRenewal(db, e.providerRef, e.expiresAt, now);
  if (event === 'renewal_failed')
    await recordRenewalFailure(db, billing, {
      subscriptionRef: e.providerRef,
      invoiceRef: `test_in_${e.providerRef.slice('test_sub_'.length)}_${e.expiresAt.getTime()}`,
      amountCents: plans.find((p) => p.id === 'monthly')!.priceCents,
      message: 'Your card was declined.',
    });
  if (event === 'ended') await endSubscription(db, e.providerRef, now);
}

async function emailOf(db: Db, userId: string) {
  return (await findUserById(db, userId))?.email ?? null;
}

export async function failPayment(db: Db, providerRef: string, message: string) {
  await markPaymentFailed(db, providerRef, message);
}

export async function findOwnPayment(db: Db, viewer: Viewer, paymentId: string) {
  const p = await findPayment(db, paymentId);
  if (!p || p.userId !== viewer.id) throw new AppError('NOT_FOUND', 'No such payment for this account.');
  return p;
}

export async function paymentStatus(
  db: Db,
  viewer: Viewer,
  paymentId: string,
): Promise<PaymentStatusResponse> {
  const p = await findOwnPayment(db, viewer, paymentId);
  const premium = await findActiveEntitlement(db, viewer.id);
  return {
    paymentId: p.id,
    plan: p.plan as PlanId,
    status: p.status as PaymentStatusResponse['status'],
    message: p.failureMessage,
    isPremium: premium !== null,
  };
}

/** After the browser confirms a payment: ask the provider, and activate or fail it on its word. */
export async function confirmPayment(
  db: Db,
  provider: PaymentProvider,
  viewer: Viewer,
  paymentId: string,
  now = new Date(),
) {
  const p = await findOwnPayment(db, viewer, paymentId);
  if (p.status === 'pending') {
    const verified = await provider.retrieveStatus(p.providerRef);
    if (verified.status === 'succeeded')
      await activatePayment(db, p.providerRef, now, {
        cardLast4: await provider.cardLast4(
          p.subscriptionRef ? { subscription: p.subscriptionRef } : { paymentIntent: p.providerRef },
        ),
      });
    if (verified.status === 'failed')
      await failPayment(db, p.providerRef, verified.message ?? 'The payment failed.');
  }
  return paymentStatus(db, viewer, p.id);
}

/** Test mode: the test card decides, and success takes the same activation path as a webhook. */
export async function confirmTestPayment(
  db: Db,
  provider: TestPaymentProvider,
  viewer: Viewer,
  paymentId: string,
  cardNumber: string,
  now = new Date(),
) {
  const p = await findOwnPayment(db, viewer, paymentId);
  if (p.status === 'succeeded') return paymentStatus(db, viewer, p.id);
  const verdict = provider.judgeCard(cardNumber);
  if (!verdict.ok) {
    await failPayment(db, p.providerRef, verdict.message);
    throw new AppError('PAYMENT_ERROR', verdict.message);
  }
  await activatePayment(db, p.providerRef, now, { cardLast4: cardNumber.slice(-4) });
  return paymentStatus(db, viewer, p.id);
}

const seconds = (t: number | null | undefined) => (t ? new Date(t * 1000) : null);

/** The subscription an invoice belongs to (Stripe's invoice.parent.subscription_details). */
function subscriptionOf(invoice: Stripe.Invoice) {
  const sub = invoice.parent?.subscription_details?.subscription;
  return typeof sub === 'string' ? sub : (sub?.id ?? null);
}

/**
 * A verified Stripe event. One-time: a succeeded intent grants premium, a failed one is recorded.
 * Subscriptions: a paid invoice starts or renews Monthly, a failed one makes it past due, an update
 * syncs whether it renews, a deletion ends it. Each is idempotent, so a replayed event changes nothing.
 */
export async function handleStripeEvent(db: Db, billing: Billing, event: Stripe.Event) {
  const now = billing.now();
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const paymentIntent = event.data.object.id;
      const cardLast4 = await billing.provider.cardLast4({ paymentIntent });
      await activatePayment(db, paymentIntent, now, { cardLast4 });
      return;
    }
    case 'payment_intent.payment_failed':
      await failPayment(
        db,
        event.data.object.id,
        event.data.object.last_payment_error?.message ?? 'The payment failed.',
      );
      return;
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionRef = subscriptionOf(invoice);
      if (!subscriptionRef || !invoice.id) return;
      const periodEnd = seconds(invoice.lines?.data?.[0]?.period?.end);
      const cardLast4 = await billing.provider.cardLast4({ subscription: subscriptionRef });
      // The first invoice is the payment the learner started; later ones are renewals.
      if (await findPaymentByRef(db, invoice.id))
        await activatePayment(db, invoice.id, now, { periodEnd, cardLast4 });
      else
        await recordRenewal(
          db,
          {
            subscriptionRef,
            invoiceRef: invoice.id,
            amountCents: invoice.amount_paid,
            periodEnd: periodEnd ?? addMonth(now),
            cardLast4,
          },
          now,
        );
      return;
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscriptionRef = subscriptionOf(invoice);
      if (!subscriptionRef || !invoice.id) return;
      const first = await findPaymentByRef(db, invoice.id);
      if (first) await failPayment(db, invoice.id, 'The payment failed.');
      else
        await recordRenewalFailure(db, billing, {
          subscriptionRef,
          invoiceRef: invoice.id,
          amountCents: invoice.amount_due,
          message: 'The renewal payment failed.',
        });
      return;
    }
    case 'customer.subscription.updated': {
      const sub = event.data.object;
      await syncSubscription(
        db,
        {
          subscriptionRef: sub.id,
          cancelAtPeriodEnd: sub.cancel_at_period_end,
          periodEnd: seconds(sub.items?.data?.[0]?.current_period_end),
        },
        now,
      );
      return;
    }
    case 'customer.subscription.deleted':
      await endSubscription(db, event.data.object.id, now);
      return;
    default:
      return;
  }
}
