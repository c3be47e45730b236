import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Premium access, granted only by the server once the payment provider confirms a payment.
 * A lifetime plan has no expiry; a monthly plan is a subscription (providerRef is its id) that runs to
 * expiresAt, the end of the paid period, and is moved on by each paid renewal. Status: active, past_due
 * (a renewal failed; access ends at expiresAt unless a retry succeeds), canceled.
 */
export const entitlement = pgTable(
  'entitlement',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').unique(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The learner cancelled: access runs to expiresAt and the subscription does not renew. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** When the renewal reminder for the period ending at expiresAt was sent. */
    reminderSentFor: timestamp('reminder_sent_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entitlement_user_idx').on(t.userId)],
);
