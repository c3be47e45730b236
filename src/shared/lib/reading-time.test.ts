import { describe, expect, it } from 'vitest';
import { formatWait, secondsToCountRead } from './reading-time';

describe('secondsToCountRead', () => {
  it('is a share of the estimated reading time, never under 20 seconds', () => {
    expect(secondsToCountRead(6)).toBe(144);
    expect(secondsToCountRead(10)).toBe(240);
    expect(secondsToCountRead(1)).toBe(24);
    expect(secondsToCountRead(0)).toBe(20);
  });
  it('grows with the story: a longer story needs longer on the page', () => {
    expect(secondsToCountRead(8)).toBeGreaterThan(secondsToCountRead(4));
  });
});

describe('formatWait', () => {
  it('says minutes and seconds', () => {
    expect(formatWait(144)).toBe('2 min 24 s');
    expect(formatWait(120)).toBe('2 min');
    expect(formatWait(45)).toBe('45 s');
  });
});
