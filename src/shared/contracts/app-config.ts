import { z } from 'zod';

/** GET /api/config: public settings the client needs (no secrets). */
export const AppConfigResponse = z.object({
  feedbackEmail: z.string(),
  payments: z.object({
    provider: z.enum(['stripe', 'test', 'unavailable']),
    publishableKey: z.string().nullable(),
  }),
  counts: z.object({
    questions: z.number().int(),
    glossaryTerms: z.number().int(),
    flashcards: z.number().int(),
    concepts: z.number().int(),
    states: z.number().int(),
    stories: z.number().int(),
  }),
});
export type AppConfigResponse = z.infer<typeof AppConfigResponse>;
