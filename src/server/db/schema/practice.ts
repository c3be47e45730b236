import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/** A learner's bookmark on a question or a flashcard (custom practice can drill only these). */
export const bookmark = pgTable(
  'bookmark',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    index('bookmark_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A learner's exam date and minutes a day, with the plan chosen for them (desired retention and new
 * items a day). Without a row, scheduling is the default (FSRS at 0.9, no pull-in).
 */
export const studyPlan = pgTable('study_plan', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** YYYY-MM-DD in the learner's time zone. */
  examDate: text('exam_date').notNull(),
  minutesPerDay: integer('minutes_per_day').notNull(),
  desiredRetention: doublePrecision('desired_retention').notNull(),
  newPerDay: integer('new_per_day').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The client ids of offline bookmark changes the server has applied (POST /api/sync): a resend of one
 * is answered as a duplicate and applied no second time, so an old "bookmark" replayed after a later
 * "remove" cannot bring the bookmark back.
 */
export const bookmarkSync = pgTable('bookmark_sync', {
  id: uuid('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  itemType: text('item_type').notNull(),
  itemId: text('item_id').notNull(),
  on: boolean('on').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
