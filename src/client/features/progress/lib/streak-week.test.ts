import { describe, expect, it } from 'vitest';
import { anchorDay, browserToday, describeWeek, shownStreak } from './streak-week';

describe('describeWeek', () => {
  it('lists the last 7 days oldest first with weekday names, marking active days and today', () => {
    const week = describeWeek(['2026-03-04', '2026-03-02', '2026-02-20'], '2026-03-04');
    expect(week.map((d) => d.day)).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(week.map((d) => d.weekday)).toEqual(['Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed']);
    expect(week.filter((d) => d.isActive).map((d) => d.day)).toEqual(['2026-03-02', '2026-03-04']);
    expect(week.filter((d) => d.isToday).map((d) => d.day)).toEqual(['2026-03-04']);
  });

  it('crosses a daylight-saving change without skipping or repeating a day', () => {
    const week = describeWeek([], '2026-03-10');
    expect(week.map((d) => d.day)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
  });
});

describe('anchorDay', () => {
  it("uses today unless the server's day is already ahead", () => {
    expect(anchorDay('2026-03-04', [])).toBe('2026-03-04');
    expect(anchorDay('2026-03-04', ['2026-03-01'])).toBe('2026-03-04');
    expect(anchorDay('2026-03-04', ['2026-03-05', '2026-03-01'])).toBe('2026-03-05');
  });
});

describe('shownStreak', () => {
  it('keeps the streak through yesterday and drops it after a missed day', () => {
    expect(shownStreak(3, 5, ['2026-03-04'], '2026-03-04')).toBe(3);
    expect(shownStreak(3, 5, ['2026-03-03'], '2026-03-04')).toBe(3);
    expect(shownStreak(3, 5, ['2026-03-02'], '2026-03-04')).toBe(0);
    expect(shownStreak(0, 0, [], '2026-03-04')).toBe(0);
  });
});

describe('browserToday', () => {
  it("is the date on this device's calendar, late evening and early morning alike", () => {
    expect(browserToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(browserToday(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
    expect(browserToday(new Date(2027, 1, 9, 12))).toBe('2027-02-09');
  });
});
