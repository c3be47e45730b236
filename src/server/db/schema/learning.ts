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

/** A quiz round: its mode, its questions in order and, for the Exam Simulator, its deadline. */
export const quizSession = pgTable(
  'quiz_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    stateCode: text('state_code').notNull(),
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    isPreview: boolean('is_preview').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    correctCount: integer('correct_count'),
    total: integer('total'),
  },
  (t) => [index('quiz_session_user_idx').on(t.userId, t.startedAt)],
);

/** Every answer, with its confidence and time. The id is made by the client: a resend is stored once. */
export const answer = pgTable(
  'answer',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => quizSession.id, { onDelete: 'set null' }),
    questionId: text('question_id').notNull(),
    area: text('area'),
    conceptId: text('concept_id'),
    topics: jsonb('topics').$type<string[]>().notNull(),
    selectedAnswer: text('selected_answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    claimedCorrect: boolean('claimed_correct'),
    confidenceLevel: text('confidence_level').notNull(),
    timeSpentSeconds: integer('time_spent_seconds').notNull(),
    localDay: text('local_day').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('answer_user_idx').on(t.userId, t.answeredAt),
    index('answer_session_idx').on(t.sessionId),
    index('answer_user_concept_idx').on(t.userId, t.conceptId),
  ],
);

/**
 * A learner's answer counts per area ('' for answers to questions without one): what the answer path
 * and the achievement rules read instead of counting the learner's answers, so their cost does not
 * grow with history. Kept by the database itself: a trigger on `answer` (migration
 * 0011_answer-counters) adds every inserted answer and takes away every deleted one, in the same
 * transaction, whichever code path wrote it (quiz, offline sync, exams, typed math, a reset).
 */
export const learnerAreaStat = pgTable(
  'learner_area_stat',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    answered: integer('answered').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.area] })],
);

/** FSRS scheduling state per learner and item (a question, a flashcard, or a math family). */
export const reviewState = pgTable(
  'review_state',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    index('review_state_due_idx').on(t.userId, t.itemType, t.due),
  ],
);

export const userAchievement = pgTable(
  'user_achievement',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

/** A story read to its end after enough time on the page for its length (the guided track and achievements use it). */
export const storyRead = pgTable(
  'story_read',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    storyId: text('story_id').notNull(),
    section: text('section').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storyId] })],
);

/** Flashcard reviews, counted for achievements (scheduling lives in review_state). */
export const flashcardReview = pgTable(
  'flashcard_review',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    flashcardId: text('flashcard_id').notNull(),
    rating: integer('rating').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flashcard_review_user_idx').on(t.userId)],
);
