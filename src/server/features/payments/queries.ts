import type { Executor } from '@server/db/client';
import { entitlement } from '@server/db/schema/entitlements';
import { payment } from '@server/db/schema/payments';
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';

export type Payment = typeof payment.$inferSelect;

export async function insertPendingPayment(
  db: Executor,
  values: { userId: string; plan: string; amountCents: number; provider: string },
) {
  const [row] = await db
    .insert(payment)
    .values({ ...values, providerRef: `pending-${crypto.randomUUID()}`, clientSecret: '' })
    .returning({ id: payment.id });
  return row!.id;
}

export async function deletePendingPayment(db: Executor, id: string) {
  await db.delete(payment).where(and(eq(payment.id, id), eq(payment.status, 'pending')));
}

export async function setPaymentIntent(
  db: Executor,
  paymentId: string,
  intent: { providerRef: string; clientSecret: string },
) {
  await db.update(payment).set(intent).where(eq(payment.id, paymentId));
}

export async function findPayment(db: Executor, id: string) {
  const [row] = await db.select().from(payment).where(eq(payment.id, id));
  return row ?? null;
}

export async function findPaymentByRef(db: Executor, providerRef: string) {
  const [row] = await db.select().from(payment).where(eq(payment.providerRef, providerRef));
  return row ?? null;
}

export async function markPaymentSucceeded(db: Executor, id: string, now: Date) {
  await db
    .update(payment)
    .set({ status: 'succeeded', settledAt: now, failureMessage: null })
    .where(eq(payment.id, id));
}

/** Marks a still-pending payment failed (a settled one keeps its state). */
export async function markPaymentFailed(db: Executor, providerRef: string, message: string) {
  await db
    .update(payment)
    .set({ status: 'failed', failureMessage: message })
    .where(and(eq(payment.providerRef, providerRef), eq(payment.status, 'pending')));
}

/** The latest end of a learner's active time-limited entitlement that is still running at `now`. */
export async function findLatestActiveExpiry(db: Executor, userId: string, now: Date) {
  const [latest] = await db
    .select({ expiresAt: entitlement.expiresAt })
    .from(entitlement)
    .where(
      and(
        eq(entitlement.userId, userId),
        eq(entitlement.status, 'active'),
        isNotNull(entitlement.expiresAt),
        gt(entitlement.expiresAt, now),
      ),
    )
    .orderBy(desc(entitlement.expiresAt))
    .limit(1);
  return latest?.expiresAt ?? null;
}

export async function insertEntitlement(db: Executor, values: typeof entitlement.$inferInsert) {
  await db.insert(entitlement).values(values).onConflictDoNothing();
}

/** The last four digits of the card that paid, for the receipt. */
export async function setCardLast4(db: Executor, id: string, last4: string) {
  await db.update(payment).set({ cardLast4: last4 }).where(eq(payment.id, id));
}
