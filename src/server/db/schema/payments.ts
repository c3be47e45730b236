import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A payment attempt. Premium is granted only when the provider confirms it (webhook or verified intent).
 * A settled payment is a receipt the law makes us keep: when its account is deleted it stays, with no
 * owner (user_id set null), while pending and failed ones go with the account.
 */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull().unique(),
    clientSecret: text('client_secret').notNull(),
    status: text('status').notNull().default('pending'),
    failureMessage: text('failure_message'),
    /** Last four digits of the card that paid, for the receipt (never the whole number). */
    cardLast4: text('card_last4'),
    /** A subscription payment's subscription (its first payment or a renewal); null for one-time. */
    subscriptionRef: text('subscription_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('payment_user_idx').on(t.userId)],
);
