import { Rating } from 'ts-fsrs';

/** Confidence levels and their labels (spec section 3). */
export const confidenceLevels = ['confident', 'somewhat_confident', 'need_practice'] as const;
export type ConfidenceLevel = (typeof confidenceLevels)[number];

export const confidenceLabels: Record<ConfidenceLevel, string> = {
  confident: 'Felt familiar!',
  somewhat_confident: 'Somewhat familiar',
  need_practice: 'Completely new',
};

/** FSRS rating for an answer: wrong -> Again; need_practice -> Again; somewhat_confident -> Hard; confident -> Good. */
export function ratingForAnswer(
  isCorrect: boolean,
  confidence: ConfidenceLevel,
): Rating.Again | Rating.Hard | Rating.Good {
  if (!isCorrect) return Rating.Again;
  if (confidence === 'need_practice') return Rating.Again;
  if (confidence === 'somewhat_confident') return Rating.Hard;
  return Rating.Good;
}
