/**
 * The math question families. Each `generate(seed)` is pure and deterministic: the same seed gives
 * the same question (id `math-<family>-<seed>`), so a question can be rebuilt from its id alone.
 */
import { amortizedInterest } from './amortized-interest';
import { areaAcreage } from './area-acreage';
import type { MathFamily, MathQuestion } from './build';
import { capRate } from './cap-rate';
import { cashOnCash } from './cash-on-cash';
import { commissionSplit } from './commission-split';
import { compoundAppreciation } from './compound-appreciation';
import { debtServiceCoverage } from './debt-service-coverage';
import { discountPoints } from './discount-points';
import { grossRentMultiplier } from './gross-rent-multiplier';
import { loanToValue } from './loan-to-value';
import { netToSeller } from './net-to-seller';
import { priceForDesiredNet } from './price-for-desired-net';
import { propertyTaxMills } from './property-tax-mills';
import { qualifyingRatios } from './qualifying-ratios';
import { straightLineDepreciation } from './straight-line-depreciation';
import { taxProration } from './tax-proration';

export type { Distractor, Givens, MathFamily, MathQuestion } from './build';
export { mathQuestionId } from './build';

export const mathFamilies: readonly MathFamily[] = [
  commissionSplit,
  areaAcreage,
  taxProration,
  loanToValue,
  qualifyingRatios,
  discountPoints,
  capRate,
  grossRentMultiplier,
  cashOnCash,
  debtServiceCoverage,
  propertyTaxMills,
  straightLineDepreciation,
  compoundAppreciation,
  netToSeller,
  priceForDesiredNet,
  amortizedInterest,
];

export function findMathFamily(familyId: string): MathFamily | undefined {
  return mathFamilies.find((f) => f.id === familyId);
}

/**
 * Generate one question, by default at the family's current output version; an older version comes
 * from the generator the family kept for it. Throws on an unknown family or version, or a bad seed.
 */
export function generateMathQuestion(familyId: string, seed: number, version?: number): MathQuestion {
  const family = findMathFamily(familyId);
  if (!family) throw new RangeError(`unknown math family: ${familyId}`);
  if (version === undefined || version === family.version) return family.generate(seed);
  const old = family.previous?.[version];
  if (!old) throw new RangeError(`math family ${familyId} has no version ${version}`);
  return old(seed);
}

/**
 * The one parser of generated ids (`math-<family>-<seed>`, or `math-<family>-v<version>-<seed>` from
 * version 2 on) back into family, version and seed; null for any other id.
 */
export function parseMathQuestionId(id: string): { familyId: string; version: number; seed: number } | null {
  const m = /^math-([a-z0-9]+(?:-[a-z0-9]+)*?)(?:-v(\d+))?-(\d+)$/.exec(id);
  if (!m) return null;
  const family = findMathFamily(m[1] as string);
  const version = m[2] ? Number(m[2]) : 1;
  const seed = Number(m[3]);
  if (!family || !Number.isSafeInteger(seed)) return null;
  if (version !== family.version && !family.previous?.[version]) return null;
  return { familyId: family.id, version, seed };
}
