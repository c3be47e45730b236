/** Points per answer: effort counts, correct answers and harder questions count more. */
export function pointsForAnswer(isCorrect: boolean, difficulty: number): number {
  if (!isCorrect) return 2;
  return 8 + 2 * Math.max(1, Math.min(5, Math.round(difficulty)));
}

/**
 * Levels rise on a gentle curve: level n starts at 50 * n * (n - 1) points
 * (level 2 at 100, 3 at 300, 4 at 600, 5 at 1,000, 10 at 4,500).
 */
export function levelForPoints(points: number): number {
  let level = 1;
  while (50 * (level + 1) * level <= points) level++;
  return level;
}

export function pointsForLevel(level: number): number {
  return 50 * level * (level - 1);
}
