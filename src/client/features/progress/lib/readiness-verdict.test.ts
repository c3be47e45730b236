import { describe, expect, it } from 'vitest';
import { formatBand, readinessVerdict } from './readiness-verdict';

describe('formatBand', () => {
  it('shows the band in brackets', () => {
    expect(formatBand({ low: 55, high: 69 })).toBe('(55-69%)');
  });
});

describe('readinessVerdict', () => {
  const base = { low: 50, high: 80, passingPercentage: 70, answered: 40 };
  it('says "Keep going" before any answer, whatever the starting guess', () => {
    expect(readinessVerdict({ ...base, predictedPercent: 50, answered: 0 }).headline).toBe('Keep going');
  });
  it('says "On track" at or above the pass mark', () => {
    expect(readinessVerdict({ ...base, predictedPercent: 70 })).toMatchObject({
      isOnTrack: true,
      headline: 'On track',
    });
    expect(readinessVerdict({ ...base, predictedPercent: 80, low: 72 }).detail).toMatch(/low end/);
  });
  it('says "Keep going" with the gap below the pass mark', () => {
    const v = readinessVerdict({ ...base, predictedPercent: 61, passingPercentage: 75 });
    expect(v).toMatchObject({ isOnTrack: false, headline: 'Keep going' });
    expect(v.detail).toBe('You are about 14 percentage points short of the 75% pass mark.');
    expect(readinessVerdict({ ...base, predictedPercent: 69 }).detail).toMatch(
      /about 1 percentage point short/,
    );
  });
});
