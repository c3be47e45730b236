import { describe, expect, it } from 'vitest';
import { observedDifficulty } from './item-stats';

describe('observedDifficulty', () => {
  it.each([
    [10, 10, 1],
    [85, 100, 1],
    [84, 100, 2],
    [70, 100, 2],
    [69, 100, 3],
    [50, 100, 3],
    [49, 100, 4],
    [30, 100, 4],
    [29, 100, 5],
    [0, 3, 5],
  ])('%i right of %i is %i', (correct, attempts, level) => {
    expect(observedDifficulty(correct, attempts)).toBe(level);
  });
  it('has no level without answers', () => {
    expect(observedDifficulty(0, 0)).toBeNull();
  });
});
