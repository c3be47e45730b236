import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { allocateByWeight } from './allocation';
import { ratingForAnswer } from './confidence';
import { levelForPoints, pointsForAnswer } from './points';
import { estimateReadiness } from './readiness';
import { localDay, nextStreak, visibleStreak } from './streak';

describe('FSRS rating from an answer', () => {
  it('maps wrong -> Again, need_practice -> Again, somewhat_confident -> Hard, confident -> Good', () => {
    expect(ratingForAnswer(false, 'confident')).toBe(Rating.Again);
    expect(ratingForAnswer(false, 'need_practice')).toBe(Rating.Again);
    expect(ratingForAnswer(true, 'need_practice')).toBe(Rating.Again);
    expect(ratingForAnswer(true, 'somewhat_confident')).toBe(Rating.Hard);
    expect(ratingForAnswer(true, 'confident')).toBe(Rating.Good);
  });
});

describe('streaks in the learner time zone', () => {
  it('reads the calendar day in the time zone, across midnight', () => {
    const lateEvening = new Date('2026-03-10T04:30:00Z'); // 23:30 on the 9th in Chicago (CDT starts Mar 8)
    expect(localDay(lateEvening, 'America/Chicago')).toBe('2026-03-09');
    expect(localDay(lateEvening, 'UTC')).toBe('2026-03-10');
    expect(localDay(lateEvening, 'Asia/Tokyo')).toBe('2026-03-10');
    expect(localDay(new Date('2026-03-09T23:59:59-05:00'), 'America/Chicago')).toBe('2026-03-09');
    expect(localDay(new Date('2026-03-10T00:00:00-05:00'), 'America/Chicago')).toBe('2026-03-10');
  });

  it('counts consecutive days, ignores repeats within a day and restarts after a gap', () => {
    let s = { currentStreak: 0, longestStreak: 0, lastActiveDay: null as string | null };
    s = nextStreak(s, '2026-11-01');
    expect(s).toEqual({ currentStreak: 1, longestStreak: 1, lastActiveDay: '2026-11-01' });
    s = nextStreak(s, '2026-11-01');
    expect(s.currentStreak).toBe(1);
    s = nextStreak(s, '2026-11-02');
    s = nextStreak(s, '2026-11-03');
    expect(s).toEqual({ currentStreak: 3, longestStreak: 3, lastActiveDay: '2026-11-03' });
    s = nextStreak(s, '2026-11-05');
    expect(s).toEqual({ currentStreak: 1, longestStreak: 3, lastActiveDay: '2026-11-05' });
  });

  it('crosses month and year ends and daylight-saving changes', () => {
    const s = nextStreak({ currentStreak: 4, longestStreak: 4, lastActiveDay: '2026-12-31' }, '2027-01-01');
    expect(s.currentStreak).toBe(5);
    const dst = nextStreak({ currentStreak: 1, longestStreak: 1, lastActiveDay: '2026-03-07' }, '2026-03-08');
    expect(dst.currentStreak).toBe(2);
  });

  it('two answers an hour apart around midnight are two days in Chicago but one in Tokyo', () => {
    const a = new Date('2026-11-10T05:30:00Z');
    const b = new Date('2026-11-10T06:30:00Z');
    const chicago = [localDay(a, 'America/Chicago'), localDay(b, 'America/Chicago')];
    expect(chicago).toEqual(['2026-11-09', '2026-11-10']);
    let s = nextStreak({ currentStreak: 0, longestStreak: 0, lastActiveDay: null }, chicago[0]!);
    s = nextStreak(s, chicago[1]!);
    expect(s.currentStreak).toBe(2);
    expect(localDay(a, 'Asia/Tokyo')).toBe(localDay(b, 'Asia/Tokyo'));
  });

  it('shows a broken streak as 0 and does not rewind for a late offline answer', () => {
    const s = { currentStreak: 5, longestStreak: 9, lastActiveDay: '2026-11-10' };
    expect(visibleStreak(s, '2026-11-11')).toBe(5);
    expect(visibleStreak(s, '2026-11-12')).toBe(0);
    expect(nextStreak(s, '2026-11-09')).toBe(s);
  });
});

describe('points and levels', () => {
  it('rewards effort and harder questions', () => {
    expect(pointsForAnswer(false, 5)).toBe(2);
    expect(pointsForAnswer(true, 1)).toBe(10);
    expect(pointsForAnswer(true, 5)).toBe(18);
  });

  it('levels on a gentle curve', () => {
    expect([0, 99, 100, 299, 300, 600, 1000, 4500].map(levelForPoints)).toEqual([1, 1, 2, 2, 3, 4, 5, 10]);
  });
});

describe('allocateByWeight', () => {
  it('splits exactly to the total by largest remainder', () => {
    const pv = [
      { id: 'a', weight: 11 },
      { id: 'b', weight: 9 },
      { id: 'c', weight: 11 },
      { id: 'd', weight: 16 },
      { id: 'e', weight: 10 },
      { id: 'f', weight: 9 },
      { id: 'g', weight: 7 },
      { id: 'h', weight: 7 },
    ];
    const out = allocateByWeight(150, pv);
    expect([...out.values()].reduce((s, n) => s + n, 0)).toBe(150);
    expect(out.get('d')).toBe(30);
    expect(out.get('h')).toBe(13);
    expect([...allocateByWeight(80, pv).values()]).toEqual([11, 9, 11, 16, 10, 9, 7, 7]);
  });
});

describe('readiness', () => {
  const topic = (id: string, weight: number, answered: number, correct: number) => ({
    topicId: id,
    title: id,
    weight,
    answered,
    correct,
  });

  it('starts at 50% with a wide band and no answers', () => {
    const r = estimateReadiness([topic('a', 50, 0, 0), topic('b', 50, 0, 0)]);
    expect(r.predictedPercent).toBe(50);
    expect(r.high - r.low).toBeGreaterThan(40);
  });

  it('weights topics by the blueprint', () => {
    const r = estimateReadiness([topic('big', 90, 98, 98), topic('small', 10, 98, 0)]);
    // big: 99/100 = 99%, small: 1/100 = 1% -> 0.9*99 + 0.1*1 = 89.2
    expect(r.predictedPercent).toBe(89);
  });

  it('narrows the band as answers accumulate', () => {
    const few = estimateReadiness([topic('a', 1, 4, 3)]);
    const many = estimateReadiness([topic('a', 1, 400, 300)]);
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(many.predictedPercent).toBe(75);
  });
});
