import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** A learner's profile: names, state, time zone, points, level, streaks and the shared preview counter. */
export const learnerProfile = pgTable('learner_profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  selectedState: text('selected_state'),
  timeZone: text('time_zone').notNull().default('UTC'),
  totalPoints: integer('total_points').notNull().default(0),
  level: integer('level').notNull().default(1),
  currentStreak: integer('current_streak').notNull().default(0),
  longestStreak: integer('longest_streak').notNull().default(0),
  lastActiveDay: text('last_active_day'),
  previewUsed: integer('preview_used').notNull().default(0),
  onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
