import { describe, expect, it } from 'vitest';
import { heatLevel } from './limits';
import { findMockExamSpec, isStateCode, stateCodes } from './states';

describe('heatLevel (share of the maximum cell)', () => {
  it.each([
    [0, 100, 'none'],
    [1, 100, 'low'],
    [20, 100, 'low'],
    [21, 100, 'medium'],
    [40, 100, 'medium'],
    [41, 100, 'high'],
    [60, 100, 'high'],
    [61, 100, 'very-high'],
    [80, 100, 'very-high'],
    [81, 100, 'maximum'],
    [100, 100, 'maximum'],
    [5, 0, 'none'],
  ])('%i of max %i is %s', (count, max, level) => {
    expect(heatLevel(count, max)).toBe(level);
  });
});

describe('states', () => {
  it('has exactly the 50 state codes', () => {
    expect(stateCodes).toHaveLength(50);
    expect(new Set(stateCodes).size).toBe(50);
    expect(isStateCode('DC')).toBe(false);
    expect(isStateCode('PR')).toBe(false);
    expect(isStateCode('WY')).toBe(true);
  });

  it('uses the mock exam table of spec section 9 with a 100/120 default', () => {
    expect(findMockExamSpec('CA')).toEqual({ questions: 150, minutes: 180 });
    expect(findMockExamSpec('GA')).toEqual({ questions: 152, minutes: 180 });
    expect(findMockExamSpec('NY')).toEqual({ questions: 75, minutes: 90 });
    expect(findMockExamSpec('WY')).toEqual({ questions: 100, minutes: 120 });
    expect(findMockExamSpec(null)).toEqual({ questions: 100, minutes: 120 });
  });
});
