import { FEEDBACK_TEXT_MAX } from '@shared/domain/limits';
import { z } from 'zod';

export const FeedbackRequest = z.object({
  rating: z
    .number({ error: 'rating must be a whole number from 1 to 5' })
    .int('rating must be a whole number from 1 to 5')
    .min(1, 'rating must be a whole number from 1 to 5')
    .max(5, 'rating must be a whole number from 1 to 5'),
  feedback: z
    .string({ error: 'feedback is required' })
    .trim()
    .min(1, 'feedback is required')
    .max(FEEDBACK_TEXT_MAX, `feedback must be at most ${FEEDBACK_TEXT_MAX} characters`),
  mostHelpful: z
    .string()
    .trim()
    .max(FEEDBACK_TEXT_MAX, `mostHelpful must be at most ${FEEDBACK_TEXT_MAX} characters`)
    .optional()
    .default(''),
  suggestions: z
    .string()
    .trim()
    .max(FEEDBACK_TEXT_MAX, `suggestions must be at most ${FEEDBACK_TEXT_MAX} characters`)
    .optional()
    .default(''),
});
export type FeedbackRequest = z.input<typeof FeedbackRequest>;

export const FeedbackResponse = z.object({ id: z.number().int(), message: z.string() });
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;
