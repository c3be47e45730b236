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

/** Generate one question. Throws on an unknown family or a seed that is not a non-negative integer. */
export function generateMathQuestion(familyId: string, seed: number): MathQuestion {
  const family = findMathFamily(familyId);
  if (!family) throw new RangeError(`unknown math family: ${familyId}`);
  return family.generate(seed);
}

/** Split a generated id (`math-<family>-<seed>`) back into family and seed, or null if it is not one. */
export function parseMathQuestionId(id: string): { familyId: string; seed: number } | null {
  const m = /^math-([a-z0-9]+(?:-[a-z0-9]+)*)-(\d+)$/.exec(id);
  if (!m) return null;
  const familyId = m[1] as string;
  const seed = Number(m[2]);
  if (!findMathFamily(familyId) || !Number.isSafeInteger(seed)) return null;
  return { familyId, seed };
}
