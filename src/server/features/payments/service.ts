import { findActiveEntitlement } from '@server/accounts/queries';
import type { Db } from '@server/db/client';
import { AppError } from '@server/lib/app-error';
import type { Viewer } from '@server/lib/viewer';
import type { CreateSubscriptionResponse, PaymentStatusResponse } from '@shared/contracts/payments';
import { type PlanId, plans } from '@shared/domain/plans';
import type Stripe from 'stripe';
import { type PaymentProvider, paymentsUnavailable, type TestPaymentProvider } from './providers';
import {
  deletePendingPayment,
  findLatestActiveExpiry,
  findPayment,
  findPaymentByRef,
  insertEntitlement,
  insertPendingPayment,
  markPaymentFailed,
  markPaymentSucceeded,
  setCardLast4,
  setPaymentIntent,
} from './queries';

const MONTH_MS = 30 * 86_400_000;

export async function createSubscription(
  db: Db,
  provider: PaymentProvider,
  viewer: Viewer,
  planId: PlanId,
): Promise<CreateSubscriptionResponse> {
  if (provider.name === 'unavailable') throw paymentsUnavailable();
  if (viewer.isGuest)
    throw new AppError('FORBIDDEN', 'Create an account first so your purchase is saved to it.');
  const plan = plans.find((p) => p.id === planId)!;
  const current = await findActiveEntitlement(db, viewer.id);
  if (current?.plan === 'lifetime') throw new AppError('CONFLICT', 'You already have lifetime Premium.');
  const paymentId = await insertPendingPayment(db, {
    userId: viewer.id,
    plan: plan.id,
    amountCents: plan.priceCents,
    provider: provider.name,
  });
  let intent: { providerRef: string; clientSecret: string };
  try {
    intent = await provider.createIntent({
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
 * verified look-up of the intent). Idempotent: a repeated event changes nothing.
 */
export async function activatePayment(db: Db, providerRef: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const p = await findPaymentByRef(tx, providerRef);
    if (!p?.userId) return null;
    const userId = p.userId;
    if (p.status === 'succeeded') return p;
    await markPaymentSucceeded(tx, p.id, now);
    // A monthly renewal extends the current month rather than overlapping it.
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
    status: p.status as PaymentStatusResponse['status'],
    message: p.failureMessage,
    isPremium: premium !== null,
  };
}

/** After the browser confirms a payment: ask the provider, and activate or fail it on its word. */
export async function confirmPayment(db: Db, provider: PaymentProvider, viewer: Viewer, paymentId: string) {
  const p = await findOwnPayment(db, viewer, paymentId);
  if (p.status === 'pending') {
    const verified = await provider.retrieveStatus(p.providerRef);
    if (verified.status === 'succeeded') await activatePayment(db, p.providerRef);
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
) {
  const p = await findOwnPayment(db, viewer, paymentId);
  if (p.status === 'succeeded') return paymentStatus(db, viewer, p.id);
  const verdict = provider.judgeCard(cardNumber);
  if (!verdict.ok) {
    await failPayment(db, p.providerRef, verdict.message);
    throw new AppError('PAYMENT_ERROR', verdict.message);
  }
  await setCardLast4(db, p.id, cardNumber.slice(-4));
  await activatePayment(db, p.providerRef);
  return paymentStatus(db, viewer, p.id);
}

/** A verified Stripe event: a succeeded intent grants premium, a failed one is recorded. */
export async function handleStripeEvent(db: Db, event: Stripe.Event) {
  if (event.type === 'payment_intent.succeeded') await activatePayment(db, event.data.object.id);
  if (event.type === 'payment_intent.payment_failed')
    await failPayment(
      db,
      event.data.object.id,
      event.data.object.last_payment_error?.message ?? 'The payment failed.',
    );
}
