import { createRng } from '@shared/generators/random';
import { describe, expect, it } from 'vitest';
import { shuffle } from './shuffle';

describe('shuffle (Fisher-Yates)', () => {
  it('keeps every item and leaves its input alone', () => {
    const input = Array.from({ length: 50 }, (_, i) => i);
    const out = shuffle(input, createRng('keep').next);
    expect([...out].sort((x, y) => x - y)).toEqual(input);
    expect(input).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('swaps from the end down: a generator that always says 0 rotates the list by one', () => {
    expect(shuffle(['a', 'b', 'c', 'd', 'e'], () => 0)).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('makes every order about equally likely (an identity or a biased swap fails this)', () => {
    const rng = createRng('uniform').next;
    const counts = new Map<string, number>();
    const runs = 6000;
    for (let i = 0; i < runs; i++) {
      const key = shuffle(['a', 'b', 'c'], rng).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(n).toBeGreaterThan(runs / 6 - 150);
    for (const n of counts.values()) expect(n).toBeLessThan(runs / 6 + 150);
  });
});
