import { MathReference, type mathCategories } from '@shared/content/schemas';
import { referenceCategories } from '@shared/domain/reference-categories';
import { z } from 'zod';
import { EarnedAchievement } from './quiz';

export {
  type ReferenceCategory,
  referenceCategories,
  referenceCategoryLabels,
} from '@shared/domain/reference-categories';

const categoryList = referenceCategories.join(', ');

// ---------- GET /api/glossary ----------

export const GlossaryQuery = z.object({
  category: z.enum(referenceCategories, { error: `category must be one of ${categoryList}` }).optional(),
  q: z.string().trim().max(100, 'q is at most 100 characters').optional(),
});
export type GlossaryQuery = z.infer<typeof GlossaryQuery>;

export const GlossaryTermItem = z.object({
  id: z.string(),
  term: z.string(),
  definition: z.string(),
  category: z.enum(referenceCategories),
  examples: z.array(z.string()),
  relatedTerms: z.array(z.string()),
});
export type GlossaryTermItem = z.infer<typeof GlossaryTermItem>;

/** Terms in alphabetical order. */
export const GlossaryResponse = z.array(GlossaryTermItem);
export type GlossaryResponse = z.infer<typeof GlossaryResponse>;

// ---------- GET /api/flashcards ----------

export const FlashcardsQuery = z.object({
  category: z
    .enum([...referenceCategories, 'all'], { error: `category must be all or one of ${categoryList}` })
    .optional(),
});
export type FlashcardsQuery = z.infer<typeof FlashcardsQuery>;

/** A flashcard in the spec's server shape (section 3): front, back, category, difficulty 1 to 3, hint. */
export const FlashcardItem = z.object({
  id: z.string(),
  front: z.string(),
  back: z.string(),
  category: z.enum(referenceCategories),
  difficulty: z.number().int().min(1).max(3),
  hint: z.string().nullable(),
});
export type FlashcardItem = z.infer<typeof FlashcardItem>;

/** The cards in a new random order on every request. */
export const FlashcardsResponse = z.array(FlashcardItem);
export type FlashcardsResponse = z.infer<typeof FlashcardsResponse>;

// ---------- POST /api/flashcards/:id/review ----------

export const flashcardRatings = ['again', 'hard', 'good', 'easy'] as const;
export type FlashcardRating = (typeof flashcardRatings)[number];

export const FlashcardParams = z.object({
  id: z
    .string()
    .max(80, 'id is at most 80 characters')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id is a flashcard id such as fc-law-001'),
});

export const FlashcardReviewRequest = z.object({
  reviewId: z.uuid({ error: 'reviewId must be a UUID made by the client' }),
  rating: z.enum(flashcardRatings, { error: 'rating must be again, hard, good or easy' }),
});
export type FlashcardReviewRequest = z.infer<typeof FlashcardReviewRequest>;

export const FlashcardReviewResponse = z.object({
  /** When the card is next due for this learner (FSRS), ISO 8601. */
  due: z.string(),
  newAchievements: z.array(EarnedAchievement),
});
export type FlashcardReviewResponse = z.infer<typeof FlashcardReviewResponse>;

// ---------- GET /api/math ----------

export type MathCategory = (typeof mathCategories)[number];

/** The math reference: conversion tables, essential formulas and worked examples by category. */
export const MathReferenceResponse = MathReference;
export type MathReferenceResponse = z.infer<typeof MathReferenceResponse>;

export const mathCategoryLabels: Record<MathCategory, string> = {
  area: 'Area Calculations',
  commission: 'Commission',
  mortgage: 'Mortgage & Financing',
  valuation: 'Valuation & Appraisal',
  tax: 'Property Tax',
  investment: 'Investment Analysis',
  prorations: 'Closing Prorations',
  land: 'Land Measurements',
};
