import { describe, expect, it } from 'vitest';
import { seeded } from './exam-plan';
import { expectedFrom, interleave, isTypedCorrect, parseTyped } from './typed-answer';

describe('typed math answers', () => {
  it('reads the unit and tolerance from the answer text', () => {
    expect(expectedFrom('$14,520.00')).toEqual({ value: 14520, unit: 'money', tolerance: 0.005 });
    expect(expectedFrom('11.16%')).toEqual({ value: 11.16, unit: 'percent', tolerance: 0.05 });
    expect(expectedFrom('1.84 acres')).toEqual({ value: 1.84, unit: 'number', tolerance: 0.005 });
    expect(expectedFrom('Debit seller, credit buyer $1,631.26')?.value).toBe(1631.26);
  });

  it('judges money to the cent and percents to one decimal', () => {
    const money = expectedFrom('$14,520.00')!;
    expect(isTypedCorrect('14520', money)).toBe(true);
    expect(isTypedCorrect('$14,520.00', money)).toBe(true);
    expect(isTypedCorrect('14520.01', money)).toBe(false);
    const pct = expectedFrom('11.16%')!;
    expect(isTypedCorrect('11.2', pct)).toBe(true);
    expect(isTypedCorrect('11.16 %', pct)).toBe(true);
    expect(isTypedCorrect('11.1', pct)).toBe(false);
    expect(isTypedCorrect('eleven', pct)).toBe(false);
    expect(parseTyped('1.84 acres')).toBe(1.84);
  });

  it('interleaves families with no family twice in a row', () => {
    const order = interleave(['a', 'b', 'c'], 12, seeded(3));
    expect(order).toHaveLength(12);
    for (let i = 1; i < order.length; i++) expect(order[i]).not.toBe(order[i - 1]);
    expect(new Set(order.slice(0, 3))).toEqual(new Set(['a', 'b', 'c']));
  });
});
