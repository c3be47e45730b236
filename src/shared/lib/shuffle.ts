/**
 * Fisher-Yates: a new random order in which every order is equally likely; the input is left as it
 * was. The one shuffle of the codebase: rounds, decks and the seeded generators all use it.
 */
export function shuffle<T>(items: readonly T[], rng: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
