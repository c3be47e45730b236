import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    feedback: text('feedback').notNull(),
    mostHelpful: text('most_helpful'),
    suggestions: text('suggestions'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An admin approved this feedback for display as a testimonial on the landing page. */
    approvedForDisplay: boolean('approved_for_display').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [index('feedback_approved_idx').on(t.approvedForDisplay, t.approvedAt)],
);
