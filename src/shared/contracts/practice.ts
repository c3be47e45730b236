import { areaIds, pearsonTopicIds, psiTopicIds } from '@shared/content/schemas';
import { stateCodes } from '@shared/domain/states';
import { z } from 'zod';

// ---------- POST /api/practice/quiz ----------

export const CUSTOM_QUIZ_MIN = 5;
export const CUSTOM_QUIZ_MAX = 50;

export const customQuizSources = ['all', 'new', 'missed', 'bookmarked'] as const;
export type CustomQuizSource = (typeof customQuizSources)[number];
export const customQuizSourceLabels: Record<CustomQuizSource, string> = {
  all: 'Everything',
  new: 'Only new',
  missed: 'Only missed',
  bookmarked: 'Only bookmarked',
};

export const stateItemChoices = ['include', 'exclude', 'only'] as const;

/**
 * A quiz the learner builds. The server selects the questions from these choices (the client never
 * picks items, so a free learner is never sent a Premium one).
 */
export const CustomQuizRequest = z
  .object({
    stateCode: z.enum(stateCodes, { error: 'stateCode must be one of the 50 two-letter US state codes' }),
    /** Content areas; empty means every area the learner may use. */
    areas: z
      .array(z.enum(areaIds, { error: `areas are among ${areaIds.join(', ')}` }))
      .max(4)
      .default([]),
    /** Outline domains (Pearson VUE or PSI topic ids); empty means any. */
    domains: z
      .array(z.enum([...pearsonTopicIds, ...psiTopicIds], { error: 'domains are outline topic ids' }))
      .max(20)
      .default([]),
    /** Concept ids; empty means any. */
    concepts: z.array(z.string().min(1).max(80)).max(50, 'at most 50 concepts').default([]),
    /** The selected state's own law items: with the national ones, left out, or only them. */
    stateItems: z
      .enum(stateItemChoices, { error: 'stateItems must be include, exclude or only' })
      .default('include'),
    difficultyMin: z.number().int().min(1).max(5).default(1),
    difficultyMax: z.number().int().min(1).max(5).default(5),
    count: z
      .number({ error: `count must be a whole number from ${CUSTOM_QUIZ_MIN} to ${CUSTOM_QUIZ_MAX}` })
      .int(`count must be a whole number from ${CUSTOM_QUIZ_MIN} to ${CUSTOM_QUIZ_MAX}`)
      .min(CUSTOM_QUIZ_MIN, `count must be a whole number from ${CUSTOM_QUIZ_MIN} to ${CUSTOM_QUIZ_MAX}`)
      .max(CUSTOM_QUIZ_MAX, `count must be a whole number from ${CUSTOM_QUIZ_MIN} to ${CUSTOM_QUIZ_MAX}`)
      .default(10),
    source: z
      .enum(customQuizSources, { error: 'source must be all, new, missed or bookmarked' })
      .default('all'),
    /** As in the Questions Database: question text or explanation, case-insensitive. */
    search: z.string().trim().max(200, 'search is at most 200 characters').optional(),
  })
  .refine((r) => r.difficultyMin <= r.difficultyMax, {
    message: 'difficultyMin must not be above difficultyMax',
    path: ['difficultyMin'],
  });
export type CustomQuizRequest = z.input<typeof CustomQuizRequest>;
export type CustomQuizChoices = z.output<typeof CustomQuizRequest>;

// ---------- GET /api/bookmarks, PUT and DELETE /api/bookmarks/{itemType}/{itemId} ----------

export const bookmarkTypes = ['question', 'flashcard'] as const;
export type BookmarkType = (typeof bookmarkTypes)[number];

export const BookmarkParams = z.object({
  itemType: z.enum(bookmarkTypes, { error: 'itemType must be question or flashcard' }),
  itemId: z.string().min(1).max(120, 'itemId is at most 120 characters'),
});

/** The learner's bookmarked ids, newest first. */
export const BookmarksResponse = z.object({
  questions: z.array(z.string()),
  flashcards: z.array(z.string()),
});
export type BookmarksResponse = z.infer<typeof BookmarksResponse>;

export const BookmarkResult = z.object({
  itemType: z.enum(bookmarkTypes),
  itemId: z.string(),
  bookmarked: z.boolean(),
});
export type BookmarkResult = z.infer<typeof BookmarkResult>;

// ---------- GET /api/practice/summary ----------

export const PracticeSummary = z.object({
  /** Questions in the mistakes deck (answered wrong, not yet right on two different days since). */
  mistakes: z.number().int(),
  bookmarkedQuestions: z.number().int(),
  bookmarkedFlashcards: z.number().int(),
});
export type PracticeSummary = z.infer<typeof PracticeSummary>;

// ---------- GET, PUT and DELETE /api/plan ----------

import {
  MOCK_EXAM_WINDOW_DAYS,
  PLAN_MAX_DAYS,
  PLAN_MAX_MINUTES,
  PLAN_MIN_MINUTES,
} from '@shared/domain/plan-limits';

export { MOCK_EXAM_WINDOW_DAYS, PLAN_MAX_DAYS, PLAN_MAX_MINUTES, PLAN_MIN_MINUTES };

export const PlanRequest = z.object({
  examDate: z.iso.date({ error: 'examDate must be a date written YYYY-MM-DD' }),
  minutesPerDay: z
    .number({ error: `minutesPerDay must be a whole number from ${PLAN_MIN_MINUTES} to ${PLAN_MAX_MINUTES}` })
    .int(`minutesPerDay must be a whole number from ${PLAN_MIN_MINUTES} to ${PLAN_MAX_MINUTES}`)
    .min(
      PLAN_MIN_MINUTES,
      `minutesPerDay must be a whole number from ${PLAN_MIN_MINUTES} to ${PLAN_MAX_MINUTES}`,
    )
    .max(
      PLAN_MAX_MINUTES,
      `minutesPerDay must be a whole number from ${PLAN_MIN_MINUTES} to ${PLAN_MAX_MINUTES}`,
    ),
});
export type PlanRequest = z.infer<typeof PlanRequest>;

export const PlanResponse = z.object({
  plan: z
    .object({
      examDate: z.string(),
      minutesPerDay: z.number().int(),
      desiredRetention: z.number(),
      newPerDay: z.number().int(),
    })
    .nullable(),
  /** Today's plan, sized to the minutes; null without a plan or once the exam day has passed. */
  today: z
    .object({
      daysLeft: z.number().int(),
      dueReviews: z.number().int(),
      newItems: z.number().int(),
      mockExam: z.boolean(),
      estimatedMinutes: z.number().int(),
    })
    .nullable(),
});
export type PlanResponse = z.infer<typeof PlanResponse>;

// ---------- GET /api/practice/flashcards-today ----------

/** Flashcards to rate a day before the session is "done" (the goal bar on /flashcards). */
export const FLASHCARD_DAILY_GOAL = 20;

export const FlashcardsToday = z.object({
  /** Cards this learner has rated before that are due again now. */
  due: z.number().int(),
  reviewedToday: z.number().int(),
  dailyGoal: z.number().int(),
});
export type FlashcardsToday = z.infer<typeof FlashcardsToday>;

// ---------- GET /api/practice/math/drill, POST /api/practice/math/answer ----------

export const MathDrillQuery = z.object({
  count: z.coerce
    .number({ error: 'count must be a whole number from 5 to 30' })
    .int('count must be a whole number from 5 to 30')
    .min(5, 'count must be a whole number from 5 to 30')
    .max(30, 'count must be a whole number from 5 to 30')
    .default(10),
});

export const MathFamilyStats = z.object({
  id: z.string(),
  title: z.string(),
  answered: z.number().int(),
  correct: z.number().int(),
});

export const MathDrillResponse = z.object({
  items: z.array(
    z.object({
      questionId: z.string(),
      familyId: z.string(),
      familyTitle: z.string(),
      question: z.string(),
      unit: z.enum(['money', 'percent', 'number']),
    }),
  ),
  families: z.array(MathFamilyStats),
});
export type MathDrillResponse = z.infer<typeof MathDrillResponse>;

export const MathAnswerRequest = z.object({
  answerId: z.uuid({ error: 'answerId must be a UUID made by the client' }),
  questionId: z
    .string()
    .regex(/^math-[a-z-]+-(v\d+-)?\d+$/, 'questionId must be a generated math question id'),
  typed: z.string().trim().min(1, 'Type a number').max(40, 'typed is at most 40 characters'),
  timeSpent: z.number().int().min(0).max(86_400),
});
export type MathAnswerRequest = z.infer<typeof MathAnswerRequest>;

export const MathAnswerResponse = z.object({
  isCorrect: z.boolean(),
  correctAnswer: z.string(),
  /** The worked solution, step by step. */
  steps: z.string(),
  family: MathFamilyStats,
});
export type MathAnswerResponse = z.infer<typeof MathAnswerResponse>;
