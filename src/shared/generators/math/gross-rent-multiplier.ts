import { formatDollars, formatMoney, formatNumber, formatNumberTrim } from '@shared/generators/money';
import { buildMathQuestion, type Distractor, familyRng, MATH_TOPICS, type MathFamily, person } from './build';

const ID = 'gross-rent-multiplier';

const HINTS = [
  'GRM = sale price / monthly rent. Value = monthly rent x GRM. Keep monthly with monthly.',
  "Build a GRM from each comparable, reconcile them (here, average), then multiply by the subject's rent.",
  'GRM is a shortcut on gross rent: no vacancy, no expenses, no cap rate.',
];

const FACTS = [
  'A gross rent multiplier ignores vacancy and operating expenses, which is why appraisers lean on it mainly for one- to four-unit rentals.',
  'For larger income properties appraisers often use a gross income multiplier (GIM) built on annual income instead of monthly rent.',
  'Because a GRM looks only at rent, it cannot tell apart two houses with the same rent but very different taxes or upkeep, a weakness of the gross-income shortcut.',
];

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const appraiser = person(rng);
  const rent1 = rng.step(1_200, 3_400, 25);
  const grm1 = rng.int(110, 190);
  let grm2 = rng.int(110, 190);
  while (Math.abs(grm2 - grm1) < 4) grm2 = rng.int(110, 190);
  let rent2 = rng.step(1_200, 3_400, 25);
  while (rent2 === rent1) rent2 = rng.step(1_200, 3_400, 25);
  const price1 = rent1 * grm1;
  const price2 = rent2 * grm2;
  const subjectRent = rng.step(1_200, 3_400, 25);
  const averageGrm = (grm1 + grm2) / 2;
  const value = subjectRent * averageGrm;

  const stem =
    `${appraiser.full}, an appraiser, is valuing a single-family rental that rents for ${formatDollars(subjectRent)} ` +
    `a month. One comparable rental house sold for ${formatDollars(price1)} while renting for ` +
    `${formatDollars(rent1)} a month; another sold for ${formatDollars(price2)} with rent of ${formatDollars(rent2)} ` +
    "a month. Using the average of the two comparables' gross rent multipliers, what value is indicated?";
  const steps =
    `GRM of the first comparable = ${formatDollars(price1)} / ${formatDollars(rent1)} = ${grm1}. ` +
    `GRM of the second = ${formatDollars(price2)} / ${formatDollars(rent2)} = ${grm2}. ` +
    `Average GRM = (${grm1} + ${grm2}) / 2 = ${formatNumberTrim(averageGrm, 1)}. ` +
    `Value = ${formatDollars(subjectRent)} x ${formatNumberTrim(averageGrm, 1)} = ${formatMoney(value)}.`;

  const pooled = (price1 + price2) / (rent1 + rent2);
  const distractors: Distractor[] = [
    {
      text: formatMoney(subjectRent * pooled),
      why: `pools the prices and rents (a GRM of ${formatNumber(pooled, 2)}) instead of averaging the two multipliers`,
    },
    { text: formatMoney(subjectRent * grm1), why: "uses only the first comparable's multiplier" },
    { text: formatMoney(subjectRent * grm2), why: "uses only the second comparable's multiplier" },
    {
      text: formatMoney((subjectRent * averageGrm) / 12),
      why: 'divides by 12 as if the multiplier were built on annual rent; these GRMs use monthly rent',
    },
  ];

  return buildMathQuestion(grossRentMultiplier, seed, rng, {
    variant: 'average-of-two',
    givens: { subjectRent, price1, rent1, price2, rent2 },
    difficulty: 3,
    stem,
    correct: formatMoney(value),
    distractors,
    near: { value, format: formatMoney },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const grossRentMultiplier: MathFamily = {
  id: ID,
  version: 1,
  title: 'Gross rent multiplier',
  conceptId: 'fin-income-approach',
  topics: MATH_TOPICS,
  generate,
};
