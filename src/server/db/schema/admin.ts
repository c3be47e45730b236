import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Every admin change and destructive call: who (id and email kept as text, so the line outlives the
 * account), when, what, and the record before and after.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt)],
);

/** A learner's report of a question (once per learner and question); an admin resolves it. */
export const questionReport = pgTable(
  'question_report',
  {
    id: serial('id').primaryKey(),
    questionId: text('question_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    status: text('status').notNull().default('open'),
    resolution: text('resolution'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_report_once_idx').on(t.questionId, t.userId),
    index('question_report_status_idx').on(t.status, t.questionId),
  ],
);

/**
 * The public corrections log: a question changed because of a report or a review. Holds no learner
 * data, only what changed (field names), why (the admin's public words) and how many reports led to it.
 */
export const questionCorrection = pgTable(
  'question_correction',
  {
    id: serial('id').primaryKey(),
    questionId: text('question_id').notNull(),
    trigger: text('trigger').notNull(),
    changed: jsonb('changed').$type<string[]>().notNull(),
    reason: text('reason').notNull(),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('question_correction_created_idx').on(t.createdAt)],
);
