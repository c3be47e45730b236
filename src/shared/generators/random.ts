import { shuffle as shuffleList } from '@shared/lib/shuffle';
/**
 * A small deterministic pseudo-random number generator for question generators.
 *
 * mulberry32 over a 32-bit state. The seed may be a number or a string; both are hashed first so that
 * neighbouring seeds (1, 2, 3...) and related strings ("fam:1", "fam:2") start far apart. Pure: no
 * I/O, no Math.random, the same seed always gives the same sequence on every platform.
 */

export type Seed = number | string;

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A random multiple of `step` in [min, max] (min and max should be multiples of step). */
  step(min: number, max: number, step: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** A shuffled copy (Fisher-Yates); the input is not changed. */
  shuffle<T>(list: readonly T[]): T[];
  /** `count` distinct items of the list, in random order (all of them if the list is shorter). */
  sample<T>(list: readonly T[], count: number): T[];
}

/** FNV-1a over the UTF-16 code units, then a final avalanche. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return avalanche(h);
}

/** murmur3's 32-bit finaliser: spreads every input bit over the whole word. */
function avalanche(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The 32-bit starting state for a seed. Numbers are taken as their decimal text, so 7 and '7' agree. */
export function seedToState(seed: Seed): number {
  if (typeof seed === 'number' && !Number.isFinite(seed))
    throw new RangeError(`seed must be finite: ${seed}`);
  return hashString(String(seed));
}

export function createRng(seed: Seed): Rng {
  let state = seedToState(seed);

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const int = (min: number, max: number): number => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`int(${min}, ${max}) needs integers with min <= max`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };

  const step = (min: number, max: number, stepSize: number): number => {
    if (!(stepSize > 0)) throw new RangeError('step must be positive');
    const lo = Math.ceil(min / stepSize - 1e-9);
    const hi = Math.floor(max / stepSize + 1e-9);
    // Multiply, then clean the binary noise (0.1 * 3 = 0.30000000000000004).
    return cleanFloat(int(lo, hi) * stepSize);
  };

  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new RangeError('pick from an empty list');
    return list[int(0, list.length - 1)] as T;
  };

  const shuffle = <T>(list: readonly T[]): T[] => shuffleList(list, next);

  return {
    next,
    int,
    step,
    chance: (p) => next() < p,
    pick,
    shuffle,
    sample: (list, count) => shuffle(list).slice(0, Math.max(0, count)),
  };
}

/** Remove binary floating-point noise: 0.30000000000000004 -> 0.3. Keeps 12 significant digits. */
export function cleanFloat(x: number): number {
  return Number.parseFloat(x.toPrecision(12));
}

/** Round to the nearest multiple of `step` (halves go up, away from zero). */
export function roundToStep(x: number, step: number): number {
  if (!(step > 0)) throw new RangeError('step must be positive');
  const q = Number.parseFloat((Math.abs(x) / step).toPrecision(15));
  return cleanFloat(Math.sign(x) * Math.round(q) * step);
}

/** Round down to a multiple of `step`. */
export function floorToStep(x: number, step: number): number {
  if (!(step > 0)) throw new RangeError('step must be positive');
  return cleanFloat(Math.floor(Number.parseFloat((x / step).toPrecision(15))) * step);
}

/** Round up to a multiple of `step`. */
export function ceilToStep(x: number, step: number): number {
  if (!(step > 0)) throw new RangeError('step must be positive');
  return cleanFloat(Math.ceil(Number.parseFloat((x / step).toPrecision(15))) * step);
}

/**
 * Where the correct option goes, balanced over seeds: seeds are taken in aligned blocks of four
 * (0-3, 4-7, ...) and each block uses a random permutation of the positions 0-3. Any run of seeds
 * therefore spreads the answer almost exactly evenly (exactly, over whole blocks), while the
 * position of one question still cannot be guessed from its seed. `key` (the family id) keeps
 * different families from sharing one pattern.
 */
export function balancedAnswerPosition(key: string, seed: number): number {
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new RangeError(`seed must be a non-negative integer: ${seed}`);
  const block = Math.floor(seed / 4);
  const perm = createRng(`${key}#answer-block#${block}`).shuffle([0, 1, 2, 3]);
  return perm[seed % 4] as number;
}
