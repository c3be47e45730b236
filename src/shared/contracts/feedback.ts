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

/** Admin: one learner's feedback, with whether it is shown on the landing page. */
export const AdminFeedbackItem = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  feedback: z.string(),
  mostHelpful: z.string().nullable(),
  suggestions: z.string().nullable(),
  createdAt: z.string(),
  /** The learner's name and email as the admin sees them; null for a guest or a deleted account. */
  author: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The name a testimonial would show: first name only, never the email. */
  displayName: z.string(),
  approvedForDisplay: z.boolean(),
});
export type AdminFeedbackItem = z.infer<typeof AdminFeedbackItem>;

export const AdminFeedbackQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .default(1),
});
export type AdminFeedbackQuery = z.input<typeof AdminFeedbackQuery>;

export const AdminFeedbackResponse = z.object({
  items: z.array(AdminFeedbackItem),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  approvedCount: z.number().int(),
});
export type AdminFeedbackResponse = z.infer<typeof AdminFeedbackResponse>;

export const FeedbackIdParams = z.object({
  feedbackId: z.coerce
    .number({ error: 'feedbackId must be a whole number' })
    .int('feedbackId must be a whole number')
    .positive('feedbackId must be a whole number'),
});

export const FeedbackDisplayRequest = z.object({
  approved: z.boolean({ error: 'approved must be true or false' }),
});
export type FeedbackDisplayRequest = z.infer<typeof FeedbackDisplayRequest>;

export const FeedbackDisplayResponse = z.object({
  id: z.number().int(),
  approvedForDisplay: z.boolean(),
  approvedCount: z.number().int(),
});
export type FeedbackDisplayResponse = z.infer<typeof FeedbackDisplayResponse>;

/** Public: the testimonials an admin approved, newest approval first (first names only). */
export const Testimonial = z.object({
  id: z.number().int(),
  quote: z.string(),
  rating: z.number().int(),
  name: z.string(),
});
export type Testimonial = z.infer<typeof Testimonial>;

export const TestimonialsResponse = z.object({ testimonials: z.array(Testimonial) });
export type TestimonialsResponse = z.infer<typeof TestimonialsResponse>;

export { TESTIMONIALS_MIN_SHOWN } from '@shared/domain/limits';
