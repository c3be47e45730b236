import { areaIds } from '@shared/content/schemas';
import { stateCodes } from '@shared/domain/states';
import { z } from 'zod';

// ---------- GET /api/topics ----------

/** The Questions Database topic holding the learner's state's own items (stateCode = the state). */
export const STATE_LAW_TOPIC = 'state-law';
export const STATE_LAW_TOPIC_NAME = 'State law';
/** Every topic id of the Questions Database: the four content areas, then state law. */
export const questionTopicIds = [...areaIds, STATE_LAW_TOPIC] as const;

/** A topic of the Questions Database: one of the four content areas or state law (spec section 3: {id, name}). */
export const Topic = z.object({ id: z.string(), name: z.string() });
export type Topic = z.infer<typeof Topic>;
export const TopicsResponse = z.array(Topic);
export type TopicsResponse = z.infer<typeof TopicsResponse>;

// ---------- GET /api/questions/state ----------

/** Items per page of the Questions Database (measured: one page answers in a few ms on the 3,400-item bank). */
export const QUESTIONS_PAGE_SIZE = 20;

export const QuestionsQuery = z.object({
  /** A state code adds that state's own items to the national ones; absent or the literal `null`, national only. */
  state: z
    .enum([...stateCodes, 'null'], { error: 'state must be a two-letter US state code or null' })
    .optional()
    .transform((s) => (s === 'null' ? undefined : s)),
  /**
   * A topic id from GET /api/topics; absent (the filter's "all") means every topic. `state-law` is
   * only the given state's own items (none without a state, or for a state with no state bank).
   */
  topic: z
    .enum(questionTopicIds, { error: `topic must be one of ${questionTopicIds.join(', ')}` })
    .optional(),
  /** Case-insensitive substring of the question text or its explanation. */
  search: z.string().trim().max(200, 'search is at most 200 characters').optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(10_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a whole number from 1 to 100' })
    .int('pageSize must be a whole number from 1 to 100')
    .min(1, 'pageSize must be a whole number from 1 to 100')
    .max(100, 'pageSize must be a whole number from 1 to 100')
    .default(QUESTIONS_PAGE_SIZE),
});
export type QuestionsQuery = z.input<typeof QuestionsQuery>;

/** A question as the database view shows it (spec section 3: the server question), key and reasons included. */
export const DatabaseQuestion = z.object({
  id: z.string(),
  topicId: z.string(),
  type: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.string(),
  explanation: z.string(),
  /** One sentence per option, in option order; null for the few items written before rationales. */
  rationales: z.array(z.string()).nullable(),
  difficulty: z.number().int(),
  memoryHint: z.string().nullable(),
  funFact: z.string().nullable(),
  stateCode: z.string().nullable(),
  conceptId: z.string().nullable(),
});
export type DatabaseQuestion = z.infer<typeof DatabaseQuestion>;

export const QuestionsResponse = z.object({
  questions: z.array(DatabaseQuestion),
  /** Every question matching the filters (not just this page). */
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  hasMore: z.boolean(),
});
export type QuestionsResponse = z.infer<typeof QuestionsResponse>;
