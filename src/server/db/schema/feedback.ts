import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  rating: integer('rating').notNull(),
  feedback: text('feedback').notNull(),
  mostHelpful: text('most_helpful'),
  suggestions: text('suggestions'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
