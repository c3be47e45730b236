import { z } from 'zod';

/** Spec section 3: an analytics pivot row (state_code includes 'Universal'). */
export const PivotRow = z.object({
  state_code: z.string(),
  topic_name: z.string(),
  question_count: z.number().int(),
});
export type PivotRow = z.infer<typeof PivotRow>;
export const PivotResponse = z.array(PivotRow);
export type PivotResponse = z.infer<typeof PivotResponse>;

export const ItemStat = z.object({
  questionId: z.string(),
  question: z.string(),
  area: z.string().nullable(),
  stateCode: z.string().nullable(),
  attempts: z.number().int(),
  correct: z.number().int(),
  percentCorrect: z.number(),
  statedDifficulty: z.number().int(),
  observedDifficulty: z.number().int(),
  /** Observed minus stated: positive when the item is harder than it says. */
  disagreement: z.number().int(),
  enoughData: z.boolean(),
  options: z.array(z.object({ text: z.string(), isKey: z.boolean(), picks: z.number().int() })),
});
export type ItemStat = z.infer<typeof ItemStat>;
export const ItemStatsResponse = z.object({
  items: z.array(ItemStat),
  minAttempts: z.number().int(),
  answeredItems: z.number().int(),
});
export type ItemStatsResponse = z.infer<typeof ItemStatsResponse>;

export const ActivityResponse = z.object({
  days: z.array(z.object({ day: z.string(), answers: z.number().int(), learners: z.number().int() })),
  activeLearners: z.object({ last7Days: z.number().int(), last30Days: z.number().int() }),
  topics: z.array(
    z.object({
      topic: z.string(),
      title: z.string(),
      answers: z.number().int(),
      percentCorrect: z.number(),
    }),
  ),
});
export type ActivityResponse = z.infer<typeof ActivityResponse>;
