import { describe, expect, it } from 'vitest';
import { choosePlan, constantPolicy, newItemsPerDay, pullInDue, seeded, simulate } from './exam-plan';

const day = 86_400_000;

describe('exam-date plan', () => {
  it('paces new items so the bank is seen before the last week', () => {
    expect(newItemsPerDay(700, 42)).toBe(20); // 700 over 35 days
    expect(newItemsPerDay(100, 12)).toBe(10); // buffer of 2 days on a 12-day run-up
    expect(newItemsPerDay(0, 30)).toBe(0);
  });

  it('pulls a due date after the exam in to its eve, and leaves earlier ones alone', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const exam = new Date('2026-03-10T10:00:00Z');
    expect(pullInDue(new Date('2026-03-20T10:00:00Z'), now, exam)).toEqual(new Date('2026-03-09T10:00:00Z'));
    expect(pullInDue(new Date('2026-03-05T10:00:00Z'), now, exam)).toEqual(new Date('2026-03-05T10:00:00Z'));
    const examTomorrow = new Date(now.getTime() + day / 2);
    expect(pullInDue(new Date('2026-03-20T10:00:00Z'), now, examTomorrow).getTime()).toBe(
      now.getTime() + day,
    );
  });

  it('beats constant 0.9 retention on exam-day recall at the same minutes a day', () => {
    const weights = Array.from({ length: 400 }, (_, i) => 1 + (i % 3));
    const plan = choosePlan({ daysLeft: 30, minutesPerDay: 12, unseen: 400, seen: 0, sample: 200, runs: 2 });
    const planned = simulate(weights, 30, 12, plan, seeded(7));
    const constant = simulate(weights, 30, 12, constantPolicy, seeded(7));
    expect(planned.examDayRecall).toBeGreaterThan(constant.examDayRecall);
    expect(plan.retention).toBeGreaterThanOrEqual(0.75);
    expect(plan.retention).toBeLessThanOrEqual(0.95);
  });
});
