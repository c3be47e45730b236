import type { MathFamily } from './build';

/** Three fixed seeds every family version keeps golden outputs for (golden.json). */
export const GOLDEN_SEEDS = [7, 4242, 987654] as const;
/** Seeds searched for the first example of each variant (a family's forms of question). */
const VARIANT_SEARCH = 400;

/** The golden seeds of a family: the three fixed ones, plus the first seed of every variant it has. */
export function goldenSeeds(family: Pick<MathFamily, 'generate'>) {
  const seeds = new Set<number>(GOLDEN_SEEDS);
  const seen = new Set<string>();
  for (let seed = 0; seed < VARIANT_SEARCH; seed++) {
    const { variant } = family.generate(seed);
    if (!seen.has(variant)) {
      seen.add(variant);
      seeds.add(seed);
    }
  }
  return [...seeds];
}
