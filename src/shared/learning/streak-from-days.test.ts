import { describe, expect, it } from 'vitest';
import { nextStreak, streakFromDays } from './streak';

describe('streakFromDays', () => {
  it('counts the run ending at the latest day and the longest run, in any arrival order', () => {
    expect(streakFromDays(['2026-11-20', '2026-11-18', '2026-11-19'])).toEqual({
      currentStreak: 3,
      longestStreak: 3,
      lastActiveDay: '2026-11-20',
    });
    expect(streakFromDays(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-07', '2026-11-08'])).toEqual({
      currentStreak: 2,
      longestStreak: 3,
      lastActiveDay: '2026-11-08',
    });
    expect(streakFromDays([])).toEqual({ currentStreak: 0, longestStreak: 0, lastActiveDay: null });
  });

  it('agrees with nextStreak when the days arrive in order, across a month end', () => {
    const days = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-03', '2026-11-04'];
    let s = { currentStreak: 0, longestStreak: 0, lastActiveDay: null as string | null };
    for (const d of days) s = nextStreak(s, d);
    expect(streakFromDays([...days].reverse())).toEqual(s);
  });
});
