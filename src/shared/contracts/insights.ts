import { stateCodes } from '@shared/domain/states';
import { z } from 'zod';

// ---------- GET /api/user/progress/history ----------

export const PROGRESS_WEEKS = 8;
export const PROGRESS_DAYS = 28;

export const ProgressHistoryQuery = z.object({
  stateCode: z
    .enum(stateCodes, { error: 'stateCode must be one of the 50 two-letter US state codes' })
    .default('CA'),
});

export const ProgressHistoryResponse = z.object({
  /** The outline of the state's exam vendor the domains come from. */
  vendor: z.string(),
  /** Monday of each week shown (YYYY-MM-DD, learner's time zone), oldest first. */
  weeks: z.array(z.string()),
  domains: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      answered: z.number().int(),
      correct: z.number().int(),
      /** Accuracy (0-100) per week in `weeks`; null for a week without answers. */
      weekly: z.array(z.number().int().nullable()),
    }),
  ),
  /** Every concept answered, weakest first (accuracy, then most answered). */
  concepts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      area: z.string(),
      answered: z.number().int(),
      correct: z.number().int(),
      accuracy: z.number().int(),
      /** Where the concept's family story is, or null. */
      storyPath: z.string().nullable(),
      flashcards: z.number().int(),
    }),
  ),
  /** The last PROGRESS_DAYS days, oldest first, with time spent answering. */
  days: z.array(z.object({ day: z.string(), seconds: z.number().int(), answers: z.number().int() })),
  /** Finished rounds, newest first (at most 20). */
  sessions: z.array(
    z.object({
      id: z.string(),
      mode: z.string(),
      completedAt: z.string(),
      correct: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type ProgressHistoryResponse = z.infer<typeof ProgressHistoryResponse>;
