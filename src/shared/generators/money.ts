/**
 * Money and percent rounding and formatting the way the licensing exams do it: carry full precision
 * through every step and round only the final figure, to the cent, with halves rounded up (away from
 * zero). Formatting is done by hand (not Intl) so the output is identical on every runtime.
 */

/**
 * Round half up (away from zero) to `decimals` places. The scaled value is first cleaned to 15
 * significant digits, so binary noise does not flip a true half: 1.005 rounds to 1.01, not 1.00.
 */
export function roundHalfUp(x: number, decimals = 2): number {
  if (!Number.isFinite(x)) throw new RangeError(`cannot round ${x}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) throw new RangeError('decimals 0-10');
  const factor = 10 ** decimals;
  const scaled = Number.parseFloat((Math.abs(x) * factor).toPrecision(15));
  const rounded = (Math.sign(x) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded; // no "-0"
}

/** Round to cents, half up. */
export function roundCents(x: number): number {
  return roundHalfUp(x, 2);
}

/** Round to whole dollars, half up. */
export function roundDollars(x: number): number {
  return roundHalfUp(x, 0);
}

/** "1234567" -> "1,234,567". Digits only. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A number with thousands separators and exactly `decimals` places: 43560 -> "43,560", 2.5 -> "2.50". */
export function formatNumber(x: number, decimals = 0): string {
  const r = roundHalfUp(x, decimals);
  const [whole, frac] = Math.abs(r).toFixed(decimals).split('.');
  const body = groupThousands(whole ?? '0') + (frac ? `.${frac}` : '');
  return r < 0 ? `-${body}` : body;
}

/** Like formatNumber but drops trailing zeros: 22.5 -> "22.5", 60 -> "60", 6.125 -> "6.125". */
export function formatNumberTrim(x: number, maxDecimals = 3): string {
  const fixed = formatNumber(x, maxDecimals);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** Money to the cent: 12345.675 -> "$12,345.68"; negative amounts as "-$12.34". */
export function formatMoney(x: number): string {
  const r = roundCents(x);
  const body = `$${formatNumber(Math.abs(r), 2)}`;
  return r < 0 ? `-${body}` : body;
}

/** Money in whole dollars, for figures the question deals in whole dollars: 350000 -> "$350,000". */
export function formatDollars(x: number): string {
  const r = roundDollars(x);
  const body = `$${formatNumber(Math.abs(r), 0)}`;
  return r < 0 ? `-${body}` : body;
}

/**
 * A percentage given in percent units with fixed places: formatPercent(8.4) -> "8.40%",
 * formatPercent(80, 0) -> "80%". Use for answers, where every option should look alike.
 */
export function formatPercent(percent: number, decimals = 2): string {
  return `${formatNumber(percent, decimals)}%`;
}

/** A percentage as people write rates in a question: 6.5 -> "6.5%", 6 -> "6%", 6.125 -> "6.125%". */
export function formatRate(percent: number, maxDecimals = 3): string {
  return `${formatNumberTrim(percent, maxDecimals)}%`;
}

/** Percent units to a decimal fraction without binary noise: 6.5 -> 0.065. */
export function percentToDecimal(percent: number): number {
  return Number.parseFloat((percent / 100).toPrecision(15));
}
