/**
 * Judging a typed number against a generated math answer. The unit comes from the answer's text:
 * money is judged to the cent, a percent to one decimal, anything else (acres, a ratio) to half a
 * unit of the answer's last decimal place.
 */
export type TypedUnit = 'money' | 'percent' | 'number';

export type ExpectedNumber = { value: number; unit: TypedUnit; tolerance: number };

/** The number an answer text states (the last one, so "Debit seller, credit buyer $1,631.26" reads 1631.26). */
export function expectedFrom(answerText: string): ExpectedNumber | null {
  const matches = [...answerText.matchAll(/(\$)?(-?\d[\d,]*(?:\.\d+)?)\s*(%)?/g)];
  const last = matches.at(-1);
  if (!last) return null;
  const raw = last[2]!.replace(/,/g, '');
  const value = Number(raw);
  if (!Number.isFinite(value)) return null;
  if (last[1]) return { value, unit: 'money', tolerance: 0.005 };
  if (last[3]) return { value, unit: 'percent', tolerance: 0.05 };
  const decimals = raw.includes('.') ? raw.split('.')[1]!.length : 0;
  return { value, unit: 'number', tolerance: 0.5 * 10 ** -decimals };
}

/** What the learner typed as a number ("$14,520", "11.2 %", "1.84 acres"), or null. */
export function parseTyped(typed: string): number | null {
  const cleaned = typed.replace(/[$,%\s]/g, '').replace(/[a-z]+\.?$/i, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}

export function isTypedCorrect(typed: string, expected: ExpectedNumber) {
  const n = parseTyped(typed);
  return n !== null && Math.abs(n - expected.value) <= expected.tolerance + 1e-9;
}

/**
 * Interleaves families: one question from each in a shuffled order, again and again, so no two in a
 * row come from the same family (interleaving beats blocked practice for math).
 */
export function interleave<T>(families: readonly T[], count: number, rng: () => number): T[] {
  const out: T[] = [];
  let last: T | undefined;
  while (out.length < count && families.length > 0) {
    const round = [...families];
    for (let i = round.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [round[i], round[j]] = [round[j]!, round[i]!];
    }
    if (round.length > 1 && round[0] === last) round.push(round.shift()!);
    for (const f of round) {
      if (out.length === count) break;
      out.push(f);
      last = f;
    }
  }
  return out;
}
