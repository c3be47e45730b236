import type { Executor } from '@server/db/client';
import { user } from '@server/db/schema/auth';
import { entitlement } from '@server/db/schema/entitlements';
import { payment } from '@server/db/schema/payments';
import { and, desc, eq, gt, inArray, isNotNull, isNull, like, lte, ne, or } from 'drizzle-orm';

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
  intent: { providerRef: string; clientSecret: string; subscriptionRef?: string | null },
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

export type Entitlement = typeof entitlement.$inferSelect;

export async function findEntitlementByRef(db: Executor, providerRef: string) {
  const [row] = await db.select().from(entitlement).where(eq(entitlement.providerRef, providerRef));
  return row ?? null;
}

export async function updateEntitlement(
  db: Executor,
  id: number,
  values: Partial<Omit<Entitlement, 'id' | 'userId'>>,
) {
  await db.update(entitlement).set(values).where(eq(entitlement.id, id));
}

/** Records a payment the provider settled or refused on its own (a renewal); false if it was already recorded. */
export async function insertRecordedPayment(
  db: Executor,
  values: {
    userId: string;
    plan: string;
    amountCents: number;
    provider: string;
    providerRef: string;
    subscriptionRef: string;
    status: 'succeeded' | 'failed';
    failureMessage?: string | null;
    cardLast4?: string | null;
    settledAt: Date | null;
  },
) {
  const rows = await db
    .insert(payment)
    .values({ ...values, clientSecret: '' })
    .onConflictDoNothing()
    .returning({ id: payment.id });
  return rows.length > 0;
}

/** The card that paid a subscription's latest settled payment (renewals in test mode charge it again). */
export async function lastCardOf(db: Executor, subscriptionRef: string) {
  const [row] = await db
    .select({ cardLast4: payment.cardLast4 })
    .from(payment)
    .where(and(eq(payment.subscriptionRef, subscriptionRef), eq(payment.status, 'succeeded')))
    .orderBy(desc(payment.settledAt))
    .limit(1);
  return row?.cardLast4 ?? null;
}

/** A learner's monthly subscription that is still running (renewing, failing or cancelled to period end). */
export async function findRunningSubscription(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(entitlement)
    .where(
      and(
        eq(entitlement.userId, userId),
        eq(entitlement.plan, 'monthly'),
        inArray(entitlement.status, ['active', 'past_due']),
        or(like(entitlement.providerRef, 'sub_%'), like(entitlement.providerRef, 'test_sub_%')),
      ),
    )
    .orderBy(desc(entitlement.expiresAt))
    .limit(1);
  return row ?? null;
}

/** Renewing subscriptions whose period ends by `until` and whose reminder for that period is not sent. */
export async function listDueReminders(db: Executor, now: Date, until: Date) {
  return db
    .select({ e: entitlement, email: user.email })
    .from(entitlement)
    .innerJoin(user, eq(user.id, entitlement.userId))
    .where(
      and(
        eq(entitlement.plan, 'monthly'),
        eq(entitlement.status, 'active'),
        eq(entitlement.cancelAtPeriodEnd, false),
        or(like(entitlement.providerRef, 'sub_%'), like(entitlement.providerRef, 'test_sub_%')),
        gt(entitlement.expiresAt, now),
        lte(entitlement.expiresAt, until),
        or(isNull(entitlement.reminderSentFor), ne(entitlement.reminderSentFor, entitlement.expiresAt)),
      ),
    );
}

/** Test-mode subscriptions whose paid period has ended: they renew (or end, once cancelled). */
export async function listEndedTestSubscriptions(db: Executor, now: Date) {
  return db
    .select()
    .from(entitlement)
    .where(
      and(
        eq(entitlement.provider, 'test'),
        like(entitlement.providerRef, 'test_sub_%'),
        inArray(entitlement.status, ['active', 'past_due']),
        isNotNull(entitlement.expiresAt),
        lte(entitlement.expiresAt, now),
      ),
    );
}
