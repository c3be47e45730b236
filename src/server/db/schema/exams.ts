import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { quizSession } from './learning';

/** One item of an exam portion: the question, the outline domain it is scored under, and whether it counts. */
export type ExamItem = { questionId: string; domain: string; scored: boolean };

/**
 * An Exam Simulator attempt. It lives on the server so a reload, a crash or another device resumes it
 * at the same item with the same time left; `position` is where the learner was.
 */
export const examAttempt = pgTable(
  'exam_attempt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    stateCode: text('state_code').notNull(),
    vendor: text('vendor').notNull(),
    isPreview: boolean('is_preview').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    position: jsonb('position').$type<{ portion: number; index: number }>().notNull(),
    /** Set once every portion is submitted; the quiz session that carries it into the learning history. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    sessionId: uuid('session_id').references(() => quizSession.id, { onDelete: 'set null' }),
  },
  (t) => [index('exam_attempt_user_idx').on(t.userId, t.createdAt)],
);

/** A portion of an attempt (national, state, or one combined exam), with its own clock and pass mark. */
export const examPortion = pgTable(
  'exam_portion',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempt.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    scoredItems: integer('scored_items').notNull(),
    pretestItems: integer('pretest_items').notNull(),
    /** Published state-portion items the state's bank could not fill (said plainly, never padded). */
    shortBy: integer('short_by').notNull().default(0),
    minutes: integer('minutes').notNull(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    passPercent: doublePrecision('pass_percent').notNull(),
    items: jsonb('items').$type<ExamItem[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    correctCount: integer('correct_count'),
    scoredTotal: integer('scored_total'),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.position] })],
);

/** The learner's current choice and flag on an item; `seq` orders saves so a late resend never wins. */
export const examResponse = pgTable(
  'exam_response',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempt.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    selectedAnswer: text('selected_answer'),
    flagged: boolean('flagged').notNull().default(false),
    seq: integer('seq').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
