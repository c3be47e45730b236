/**
 * Observed difficulty on the same 1-5 scale as a question's stated difficulty, from the share of
 * learners who answered it right: 85% or more is 1 (Beginner), 70-85% 2, 50-70% 3, 30-50% 4, under
 * 30% 5 (Expert). Four options make 25% the guessing floor, so an item near it reads as Expert.
 */
export function observedDifficulty(correct: number, attempts: number): number | null {
  if (attempts <= 0) return null;
  const p = correct / attempts;
  if (p >= 0.85) return 1;
  if (p >= 0.7) return 2;
  if (p >= 0.5) return 3;
  if (p >= 0.3) return 4;
  return 5;
}

/** Below this many answers an item's observed difficulty is shown but not ranked: too few to say. */
export const ITEM_STATS_MIN_ATTEMPTS = 5;
