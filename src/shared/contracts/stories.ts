import { sectionSlugs } from '@shared/content/schemas';
import { stateCodes } from '@shared/domain/states';
import { z } from 'zod';
import { EarnedAchievement } from './quiz';

export const storySectionSlugs = [...sectionSlugs, 'overview'] as const;

export const StoryListQuery = z.object({
  section: z.enum(storySectionSlugs, { error: `section must be one of ${storySectionSlugs.join(', ')}` }),
  stateCode: z
    .enum(stateCodes, { error: 'stateCode must be one of the 50 two-letter US state codes' })
    .optional(),
});

export const StorySummary = z.object({
  id: z.string(),
  section: z.string(),
  kind: z.enum(['story', 'tip']),
  position: z.number().int(),
  title: z.string(),
  readTime: z.number().int(),
  difficulty: z.string(),
  tags: z.array(z.string()),
  teaser: z.string(),
  premium: z.boolean(),
  locked: z.boolean(),
  read: z.boolean(),
  forSection: z.string().nullable(),
});
export type StorySummary = z.infer<typeof StorySummary>;

export const StoryListResponse = z.object({ stories: z.array(StorySummary), tips: z.array(StorySummary) });
export type StoryListResponse = z.infer<typeof StoryListResponse>;

export const StoryParams = z.object({
  storyId: z.string().regex(/^[a-z0-9-]{1,80}$/, 'storyId is a story id such as prop-story-01'),
});
export const StoryQuery = z.object({
  stateCode: z
    .enum(stateCodes, { error: 'stateCode must be one of the 50 two-letter US state codes' })
    .optional(),
});

export const StoryResponse = StorySummary.extend({ body: z.string(), conceptIds: z.array(z.string()) });
export type StoryResponse = z.infer<typeof StoryResponse>;

export const StoryReadRequest = z.object({
  secondsOnPage: z
    .number({ error: 'secondsOnPage is the number of seconds the story was on screen' })
    .int('secondsOnPage is a whole number of seconds')
    .min(0, 'secondsOnPage cannot be negative')
    .max(86_400, 'secondsOnPage is at most a day'),
});
export type StoryReadRequest = z.infer<typeof StoryReadRequest>;

export const StoryReadResponse = z.object({
  storyId: z.string(),
  read: z.literal(true),
  newAchievements: z.array(EarnedAchievement),
});
export type StoryReadResponse = z.infer<typeof StoryReadResponse>;

export const StudyQuestion = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.string(),
  explanation: z.string(),
  difficulty: z.number().int(),
});
export const StudyFlashcard = z.object({
  id: z.string(),
  front: z.string(),
  back: z.string(),
  hint: z.string().nullable(),
});

export const StudySection = z.object({
  slug: z.enum(sectionSlugs),
  title: z.string(),
  premium: z.boolean(),
  locked: z.boolean(),
  story: StorySummary.extend({ body: z.string().nullable() }).nullable(),
  questions: z.array(StudyQuestion),
  flashcards: z.array(StudyFlashcard),
});
export const StudyOverviewResponse = z.object({ sections: z.array(StudySection) });
export type StudyOverviewResponse = z.infer<typeof StudyOverviewResponse>;
