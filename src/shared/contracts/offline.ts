import { bookmarkTypes } from '@shared/contracts/practice';
import { QuizQuestion } from '@shared/contracts/quiz';
import { FlashcardItem, flashcardRatings } from '@shared/contracts/reference';
import { stateCodes } from '@shared/domain/states';
import { confidenceLevels } from '@shared/learning/confidence';
import { offlineRoundModes } from '@shared/learning/selection';
import { z } from 'zod';

/**
 * Offline study: everything done without a connection waits in the client's one outbox and reaches
 * the server through POST /api/sync, in order, each item under the id the client made for it, so a
 * resend (a flaky connection, a reload, a second tab) is stored once and answers what it answered.
 */

const clientTime = z.iso.datetime({ offset: true, error: 'a time is an ISO 8601 date-time' });
const clientId = (what: string) => z.uuid({ error: `${what} must be a UUID made by the client` });

/** The rounds a device starts offline: Quick Hits, Smart Review, and a drill of the mistakes deck. */
export const offlineStartModes = [...offlineRoundModes, 'custom'] as const;
export type OfflineStartMode = (typeof offlineStartModes)[number];

/** A Quick Hits, Smart Review or mistakes-deck round started offline (its id becomes the round's id). */
export const SyncRoundStart = z.object({
  kind: z.literal('round_start'),
  id: clientId('id'),
  mode: z.enum(offlineStartModes, { error: 'mode must be quick, adaptive or custom' }),
  stateCode: z.enum(stateCodes, { error: 'stateCode must be one of the 50 two-letter US state codes' }),
  questionIds: z.array(z.string().min(1).max(120)).min(1).max(20),
  startedAt: clientTime,
});

/** An answer, in a round (offline or online-started) or on its own. */
export const SyncAnswer = z.object({
  kind: z.literal('answer'),
  id: clientId('id'),
  sessionId: clientId('sessionId').nullable(),
  questionId: z.string().min(1).max(120),
  selectedAnswer: z.string().min(1, 'selectedAnswer is required').max(1000),
  confidenceLevel: z.enum(confidenceLevels, {
    error: 'confidenceLevel must be confident, somewhat_confident or need_practice',
  }),
  timeSpent: z.number().int('timeSpent is whole seconds').min(0).max(86_400),
  answeredAt: clientTime,
});

/** A round finished (offline): the server scores it from the answers it holds. */
export const SyncRoundComplete = z.object({
  kind: z.literal('round_complete'),
  id: clientId('id'),
  sessionId: clientId('sessionId'),
  completedAt: clientTime,
});

export const SyncFlashcardRating = z.object({
  kind: z.literal('flashcard_rating'),
  id: clientId('id'),
  flashcardId: z
    .string()
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'flashcardId is a flashcard id such as fc-law-001'),
  rating: z.enum(flashcardRatings, { error: 'rating must be again, hard, good or easy' }),
  reviewedAt: clientTime,
});

/** A bookmark set (on) or taken off a question or a flashcard. */
export const SyncBookmark = z.object({
  kind: z.literal('bookmark'),
  id: clientId('id'),
  itemType: z.enum(bookmarkTypes, { error: 'itemType must be question or flashcard' }),
  itemId: z.string().min(1, 'itemId is required').max(120),
  on: z.boolean({ error: 'on is true (bookmark) or false (remove the bookmark)' }),
  at: clientTime,
});

export const SyncItem = z.discriminatedUnion('kind', [
  SyncRoundStart,
  SyncAnswer,
  SyncRoundComplete,
  SyncFlashcardRating,
  SyncBookmark,
]);
export const syncItemKinds = [
  'round_start',
  'answer',
  'round_complete',
  'flashcard_rating',
  'bookmark',
] as const;
export type SyncItem = z.infer<typeof SyncItem>;

export const SYNC_BATCH_MAX = 200;

export const SyncRequest = z.object({
  items: z
    .array(SyncItem)
    .min(1, 'items holds at least one item')
    .max(SYNC_BATCH_MAX, `items holds at most ${SYNC_BATCH_MAX} items`),
});
export type SyncRequest = z.infer<typeof SyncRequest>;

export const SyncItemResult = z.object({
  id: z.string(),
  kind: z.enum(syncItemKinds),
  /** accepted: the server holds it (now or from before: see duplicate); refused: it never will. */
  status: z.enum(['accepted', 'refused']),
  /** A replay of an id the server already held: the original result, nothing counted twice. */
  duplicate: z.boolean(),
  isCorrect: z.boolean().nullable(),
  correctAnswer: z.string().nullable(),
  /** Points the item earned when it was first accepted (achievements included on first acceptance). */
  pointsEarned: z.number().int(),
  /** Flashcards: when the card is next due. */
  due: z.string().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type SyncItemResult = z.infer<typeof SyncItemResult>;

export const SyncResponse = z.object({
  results: z.array(SyncItemResult),
  profile: z.object({
    totalPoints: z.number().int(),
    level: z.number().int(),
    currentStreak: z.number().int(),
    longestStreak: z.number().int(),
  }),
});
export type SyncResponse = z.infer<typeof SyncResponse>;

// ---------- GET /api/offline/pack ----------

/**
 * The study pack's budget: at most this many questions. The whole national bank (about 2,060) plus the
 * learner's state (up to about 100) fits: a Premium pack measured 2,156 questions and 602 flashcards,
 * about 3.3 MB of JSON in IndexedDB; later visits resend only the schedule unless the content changed.
 * The learner's mistakes deck, bookmarks and plan ride along (bench/offline-pack.ts: 300 missed
 * questions and 100 bookmarks add about 40 KB, 1.2 %).
 */
export const OFFLINE_PACK_MAX_QUESTIONS = 2500;

export const PackQuery = z.object({
  stateCode: z
    .enum(stateCodes, { error: 'stateCode must be one of the 50 two-letter US state codes' })
    .default('CA'),
  /** The contentKey of the pack the client holds: when it is still current, questions and cards are not resent. */
  have: z.string().max(100).optional(),
  /**
   * `apart`: questions and flashcards are not in the pack (null); the client reads them, when its own
   * contentKey is not the pack's, from GET /api/offline/content/{contentKey}, a body made once per key
   * and cacheable. `inline` (the default): in the pack when `have` is not current, as clients built
   * before that route ask for it (a service worker may run an older build for a visit).
   */
  content: z.enum(['inline', 'apart'], { error: "content must be 'inline' or 'apart'" }).default('inline'),
});
export type PackQuery = z.input<typeof PackQuery>;

export const PackQuestion = QuizQuestion.extend({
  conceptId: z.string().nullable(),
  topics: z.array(z.string()),
  stateCode: z.string().nullable(),
  stateTopic: z.string().nullable(),
});
export type PackQuestion = z.infer<typeof PackQuestion>;

/** A learner's FSRS state for one item, as the server holds it. */
export const PackSchedule = z.object({
  itemType: z.string(),
  itemId: z.string(),
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number().int(),
  scheduledDays: z.number().int(),
  learningSteps: z.number().int(),
  reps: z.number().int(),
  lapses: z.number().int(),
  state: z.number().int(),
  lastReview: z.string().nullable(),
});
export type PackSchedule = z.infer<typeof PackSchedule>;

/** A missed question: its last wrong answer and the right answers since (see shared/learning/mistakes). */
export const PackMistake = z.object({
  questionId: z.string(),
  lastWrongAt: z.string(),
  rights: z.array(z.object({ at: z.string(), day: z.string() })),
});

/** The learner's exam plan as scheduling uses it (null: FSRS at 0.9, no pull-in). */
export const PackPlan = z.object({ examDate: z.string(), desiredRetention: z.number() });
export type PackPlan = z.infer<typeof PackPlan>;

export const PackResponse = z.object({
  builtAt: z.string(),
  /** Changes when the content, the learner's entitlement or state changes. */
  contentKey: z.string(),
  stateCode: z.enum(stateCodes),
  isPremium: z.boolean(),
  /** The state's share of a practice round (its exam's state-law share). */
  stateShare: z.number(),
  maxQuestions: z.number().int(),
  /**
   * null: the client's pack (its `have`) is current, keep its questions and flashcards; or, asked with
   * `content=apart`, read them from GET /api/offline/content/{contentKey} unless the client holds that key.
   * A pack past the budget (chosen per learner) always carries them.
   */
  questions: z.array(PackQuestion).nullable(),
  flashcards: z.array(FlashcardItem).nullable(),
  schedule: z.array(PackSchedule),
  /** Every question the learner has missed (those cleared too, so a late answer lands as on the server). */
  mistakes: z.array(PackMistake),
  bookmarks: z.object({ questions: z.array(z.string()), flashcards: z.array(z.string()) }),
  plan: PackPlan.nullable(),
  /** The learner's time zone: a local day for the mistakes deck is counted in it. */
  timeZone: z.string(),
});
export type PackResponse = z.infer<typeof PackResponse>;

// ---------- GET /api/offline/content/{contentKey} ----------

export const PackContentParams = z.object({
  contentKey: z.string().regex(/^[0-9a-f]{32}$/, 'contentKey must be the 32 hex characters a pack gives'),
});
export const PackContentQuery = z.object({
  stateCode: z.enum(stateCodes, { error: 'stateCode must be one of the 50 two-letter US state codes' }),
});
export type PackContentQuery = z.input<typeof PackContentQuery>;

/**
 * A pack's questions and flashcards: the same for every learner with the same content version,
 * entitlement and state (what the contentKey names), so it is made once and may be kept by the browser.
 */
export const PackContent = z.object({
  contentKey: z.string(),
  questions: z.array(PackQuestion),
  flashcards: z.array(FlashcardItem),
});
export type PackContent = z.infer<typeof PackContent>;
