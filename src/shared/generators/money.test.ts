import { describe, expect, it } from 'vitest';
import {
  formatDollars,
  formatMoney,
  formatNumber,
  formatNumberTrim,
  formatPercent,
  formatRate,
  percentToDecimal,
  roundCents,
  roundDollars,
  roundHalfUp,
} from './money';

describe('roundHalfUp', () => {
  it('rounds halves up even when binary floating point hides the half', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01); // 1.005 is stored as 1.00499999...
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(1.255, 2)).toBe(1.26);
    expect(roundHalfUp(0.125, 2)).toBe(0.13);
    expect(roundHalfUp(1_196.705, 2)).toBe(1_196.71);
  });

  it('rounds below a half down', () => {
    expect(roundHalfUp(1.0049, 2)).toBe(1);
    expect(roundHalfUp(1_196.7123, 2)).toBe(1_196.71);
  });

  it('rounds negative halves away from zero and never returns -0', () => {
    expect(roundHalfUp(-1.005, 2)).toBe(-1.01);
    expect(Object.is(roundHalfUp(-0.001, 2), 0)).toBe(true);
  });

  it('supports other places and rejects bad input', () => {
    expect(roundHalfUp(1234.5, 0)).toBe(1235);
    expect(roundHalfUp(6.12345, 4)).toBe(6.1235);
    expect(roundCents(10.125)).toBe(10.13);
    expect(roundDollars(349_999.5)).toBe(350_000);
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
    expect(() => roundHalfUp(1, -1)).toThrow(RangeError);
  });
});

describe('money formatting', () => {
  it('formats to the cent with thousands separators', () => {
    expect(formatMoney(12_345.67)).toBe('$12,345.67');
    expect(formatMoney(1_234_567.891)).toBe('$1,234,567.89');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(0.005)).toBe('$0.01');
    expect(formatMoney(999.995)).toBe('$1,000.00');
    expect(formatMoney(350_000)).toBe('$350,000.00');
    expect(formatMoney(-12.345)).toBe('-$12.35');
  });

  it('formats whole dollars where the question deals in whole dollars', () => {
    expect(formatDollars(350_000)).toBe('$350,000');
    expect(formatDollars(12_345.5)).toBe('$12,346');
    expect(formatDollars(999)).toBe('$999');
    expect(formatDollars(-1_500)).toBe('-$1,500');
  });

  it('rounds only the final figure (a rounded daily rate would give $1,197.04)', () => {
    // $4,200 of annual tax for 104 days on a 365-day year.
    expect(formatMoney((4_200 * 104) / 365)).toBe('$1,196.71');
    expect(formatMoney(roundCents(4_200 / 365) * 104)).toBe('$1,197.04');
  });
});

describe('numbers and percents', () => {
  it('formatNumber and formatNumberTrim', () => {
    expect(formatNumber(43_560)).toBe('43,560');
    expect(formatNumber(2.5, 2)).toBe('2.50');
    expect(formatNumber(2.3140495, 4)).toBe('2.3140');
    expect(formatNumber(-1_234.5, 1)).toBe('-1,234.5');
    expect(formatNumberTrim(22.5)).toBe('22.5');
    expect(formatNumberTrim(60)).toBe('60');
    expect(formatNumberTrim(6.125)).toBe('6.125');
    expect(formatNumberTrim(1.5, 2)).toBe('1.5');
  });

  it('formatPercent keeps fixed places for answers; formatRate trims for stems', () => {
    expect(formatPercent(8.4)).toBe('8.40%');
    expect(formatPercent(7.777)).toBe('7.78%');
    expect(formatPercent(80, 0)).toBe('80%');
    expect(formatRate(6.5)).toBe('6.5%');
    expect(formatRate(6)).toBe('6%');
    expect(formatRate(6.125)).toBe('6.125%');
  });

  it('percentToDecimal has no float noise', () => {
    expect(percentToDecimal(7)).toBe(0.07);
    expect(percentToDecimal(6.125)).toBe(0.06125);
    expect(percentToDecimal(5.5)).toBe(0.055);
  });
});
