import { describe, expect, it } from 'vitest';
import {
  balancedAnswerPosition,
  ceilToStep,
  cleanFloat,
  createRng,
  floorToStep,
  roundToStep,
} from './random';

const draw = (seed: number | string, count = 10) => {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => rng.next());
};

describe('createRng', () => {
  it('repeats the same sequence for the same seed, numeric or string', () => {
    expect(draw(42)).toEqual(draw(42));
    expect(draw('fam:7')).toEqual(draw('fam:7'));
    expect(draw(7)).toEqual(draw('7'));
  });

  it('gives different sequences for neighbouring seeds', () => {
    expect(draw(1)).not.toEqual(draw(2));
    expect(draw('a:1')).not.toEqual(draw('a:2'));
    expect(draw(1)[0]).not.toBe(draw(2)[0]);
  });

  it('rejects a non-finite seed', () => {
    expect(() => createRng(Number.NaN)).toThrow(RangeError);
    expect(() => createRng(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('next() stays in [0, 1)', () => {
    const rng = createRng('range');
    for (let i = 0; i < 10_000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('int(min, max) is inclusive, reaches every value and is close to uniform', () => {
    const rng = createRng('uniform');
    const counts = [0, 0, 0, 0];
    const draws = 40_000;
    for (let i = 0; i < draws; i++) {
      const v = rng.int(0, 3);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    for (const c of counts) {
      expect(c / draws).toBeGreaterThan(0.24);
      expect(c / draws).toBeLessThan(0.26);
    }
    expect(createRng(1).int(5, 5)).toBe(5);
    expect(() => createRng(1).int(3, 2)).toThrow(RangeError);
    expect(() => createRng(1).int(0.5, 2)).toThrow(RangeError);
  });

  it('step() returns clean multiples inside the range', () => {
    const rng = createRng('step');
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const v = rng.step(0.5, 8, 0.25);
      expect(v).toBeGreaterThanOrEqual(0.5);
      expect(v).toBeLessThanOrEqual(8);
      expect(Number.isInteger(v * 4)).toBe(true);
      expect(String(v)).toMatch(/^\d+(\.(25|5|75))?$/);
      seen.add(v);
    }
    expect(seen.size).toBe(31);
    for (let i = 0; i < 500; i++) expect(rng.step(150_000, 900_000, 1_000) % 1_000).toBe(0);
    expect(() => rng.step(0, 1, 0)).toThrow(RangeError);
  });

  it('pick, shuffle and sample', () => {
    const rng = createRng('lists');
    const list = [1, 2, 3, 4, 5, 6, 7, 8];
    const copy = [...list];
    const shuffled = rng.shuffle(list);
    expect(list).toEqual(copy);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(list);
    const sample = rng.sample(list, 3);
    expect(sample).toHaveLength(3);
    expect(new Set(sample).size).toBe(3);
    expect(rng.sample(list, 20)).toHaveLength(8);
    expect(list).toContain(rng.pick(list));
    expect(() => rng.pick([])).toThrow(RangeError);
    const picks = new Set(Array.from({ length: 400 }, () => rng.pick(list)));
    expect(picks.size).toBe(8);
  });

  it('chance(p) happens about p of the time', () => {
    const rng = createRng('chance');
    let hits = 0;
    for (let i = 0; i < 20_000; i++) if (rng.chance(0.3)) hits++;
    expect(hits / 20_000).toBeGreaterThan(0.28);
    expect(hits / 20_000).toBeLessThan(0.32);
  });
});

describe('step rounding helpers', () => {
  it('roundToStep rounds halves up and removes float noise', () => {
    expect(roundToStep(1234, 100)).toBe(1200);
    expect(roundToStep(1250, 100)).toBe(1300);
    expect(roundToStep(0.1 + 0.2, 0.1)).toBe(0.3);
    expect(roundToStep(7.125, 0.25)).toBe(7.25);
    expect(roundToStep(-1250, 100)).toBe(-1300);
  });

  it('floorToStep and ceilToStep', () => {
    expect(floorToStep(1299, 25)).toBe(1275);
    expect(floorToStep(1300, 25)).toBe(1300);
    expect(ceilToStep(1301, 25)).toBe(1325);
    expect(ceilToStep(0.7000000000000001, 0.1)).toBe(0.7);
    expect(() => floorToStep(1, 0)).toThrow(RangeError);
  });

  it('cleanFloat', () => {
    expect(cleanFloat(0.1 * 3)).toBe(0.3);
    expect(cleanFloat(0.07 * 10)).toBe(0.7);
  });
});

describe('balancedAnswerPosition', () => {
  it('uses every position exactly once in each aligned block of four seeds', () => {
    for (let block = 0; block < 100; block++) {
      const positions = [0, 1, 2, 3].map((i) => balancedAnswerPosition('family-x', block * 4 + i));
      expect([...positions].sort()).toEqual([0, 1, 2, 3]);
    }
  });

  it('is deterministic, differs between keys, and is not a fixed pattern', () => {
    expect(balancedAnswerPosition('a', 17)).toBe(balancedAnswerPosition('a', 17));
    const a = Array.from({ length: 40 }, (_, s) => balancedAnswerPosition('a', s));
    const b = Array.from({ length: 40 }, (_, s) => balancedAnswerPosition('b', s));
    expect(a).not.toEqual(b);
    const firstOfBlock = new Set(Array.from({ length: 40 }, (_, k) => balancedAnswerPosition('a', k * 4)));
    expect(firstOfBlock.size).toBe(4);
  });

  it('rejects negative or fractional seeds', () => {
    expect(() => balancedAnswerPosition('a', -1)).toThrow(RangeError);
    expect(() => balancedAnswerPosition('a', 2.5)).toThrow(RangeError);
  });
});
