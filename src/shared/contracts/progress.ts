import { stateCodes } from '@shared/domain/states';
import { z } from 'zod';

export const AreaProgress = z.object({
  area: z.string(),
  title: z.string(),
  questionsAnswered: z.number().int(),
  questionsCorrect: z.number().int(),
  accuracy: z.number().int(),
});

export const ProgressResponse = z.object({
  areas: z.array(AreaProgress),
  overall: z.object({
    questionsAnswered: z.number().int(),
    questionsCorrect: z.number().int(),
    accuracy: z.number().int(),
  }),
  activeDays: z.array(z.string()),
});
export type ProgressResponse = z.infer<typeof ProgressResponse>;

export const ReadinessQuery = z.object({
  stateCode: z
    .enum(stateCodes, { error: 'stateCode must be one of the 50 two-letter US state codes' })
    .default('CA'),
});

/** One outline or state topic's share of a readiness estimate. */
const TopicEstimate = z.object({
  topicId: z.string(),
  title: z.string(),
  weight: z.number(),
  answered: z.number().int(),
  correct: z.number().int(),
  estimatePercent: z.number().int(),
});

export const ReadinessResponse = z.object({
  stateCode: z.enum(stateCodes),
  vendor: z.string(),
  passingPercentage: z.number().int(),
  predictedPercent: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  answered: z.number().int(),
  byTopic: z.array(TopicEstimate),
  /** Per portion of the state's exam, each against its own pass mark; no figure until `needed` answers. */
  portions: z.array(
    z.object({
      kind: z.enum(['national', 'state', 'combined']),
      title: z.string(),
      passPercent: z.number(),
      answered: z.number().int(),
      needed: z.number().int(),
      predictedPercent: z.number().int().nullable(),
      low: z.number().int().nullable(),
      high: z.number().int().nullable(),
      byTopic: z.array(TopicEstimate),
    }),
  ),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;

export const Achievement = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(['trophy', 'star', 'bullseye']),
  points: z.number().int(),
});
export const AchievementsResponse = z.array(Achievement);
export type AchievementsResponse = z.infer<typeof AchievementsResponse>;

/** GET /api/track: the guided learning track with this learner's completed steps. */
export const TrackResponse = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  steps: z.array(
    z.object({
      id: z.string(),
      order: z.number().int(),
      title: z.string(),
      description: z.string(),
      type: z.string(),
      target: z.string(),
      mode: z.string().nullable(),
      estimatedMinutes: z.number().int(),
      required: z.boolean(),
      premium: z.boolean(),
      completed: z.boolean(),
    }),
  ),
});
export type TrackResponse = z.infer<typeof TrackResponse>;
