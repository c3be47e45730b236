import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { CreateSubscriptionResponse, PaymentStatusResponse } from '../../../shared/contracts/payments';
import { type PlanId, plans } from '../../../shared/domain/plans';
import type { Db } from '../../db/client';
import { entitlement } from '../../db/schema/entitlements';
import { payment } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../../plugins/auth';
import { findActiveEntitlement } from '../users/queries';
import type { PaymentProvider } from './providers';

const MONTH_MS = 30 * 86_400_000;

export async function createSubscription(
  db: Db,
  provider: PaymentProvider,
  viewer: Viewer,
  planId: PlanId,
): Promise<CreateSubscriptionResponse> {
  if (viewer.isGuest)
    throw new AppError('FORBIDDEN', 'Create an account first so your purchase is saved to it.');
  const plan = plans.find((p) => p.id === planId)!;
  const current = await findActiveEntitlement(db, viewer.id);
  if (current?.plan === 'lifetime') throw new AppError('CONFLICT', 'You already have lifetime Premium.');
  const [row] = await db
    .insert(payment)
    .values({
      userId: viewer.id,
      plan: plan.id,
      amountCents: plan.priceCents,
      provider: provider.name,
      providerRef: `pending-${crypto.randomUUID()}`,
      clientSecret: '',
    })
    .returning({ id: payment.id });
  const { providerRef, clientSecret } = await provider.createIntent({
    paymentId: row!.id,
    userId: viewer.id,
    plan: plan.id,
    amountCents: plan.priceCents,
  });
  await db.update(payment).set({ providerRef, clientSecret }).where(eq(payment.id, row!.id));
  return {
    clientSecret,
    paymentId: row!.id,
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
    const [p] = await tx.select().from(payment).where(eq(payment.providerRef, providerRef));
    if (!p) return null;
    if (p.status === 'succeeded') return p;
    await tx
      .update(payment)
      .set({ status: 'succeeded', settledAt: now, failureMessage: null })
      .where(eq(payment.id, p.id));
    let expiresAt: Date | null = null;
    if (p.plan === 'monthly') {
      // A renewal extends the current month rather than overlapping it.
      const [latest] = await tx
        .select({ expiresAt: entitlement.expiresAt })
        .from(entitlement)
        .where(
          and(
            eq(entitlement.userId, p.userId),
            eq(entitlement.status, 'active'),
            isNotNull(entitlement.expiresAt),
            gt(entitlement.expiresAt, now),
          ),
        )
        .orderBy(desc(entitlement.expiresAt))
        .limit(1);
      expiresAt = new Date((latest?.expiresAt?.getTime() ?? now.getTime()) + MONTH_MS);
    }
    await tx
      .insert(entitlement)
      .values({
        userId: p.userId,
        plan: p.plan,
        status: 'active',
        provider: p.provider,
        providerRef,
        startsAt: now,
        expiresAt,
      })
      .onConflictDoNothing();
    return { ...p, status: 'succeeded' };
  });
}

export async function failPayment(db: Db, providerRef: string, message: string) {
  await db
    .update(payment)
    .set({ status: 'failed', failureMessage: message })
    .where(and(eq(payment.providerRef, providerRef), eq(payment.status, 'pending')));
}

export async function findOwnPayment(db: Db, viewer: Viewer, paymentId: string) {
  const [p] = await db.select().from(payment).where(eq(payment.id, paymentId));
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
