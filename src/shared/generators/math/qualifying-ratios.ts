import { formatDollars, formatMoney } from '@shared/generators/money';
import { floorToStep } from '@shared/generators/random';
import { buildMathQuestion, type Distractor, familyRng, MATH_TOPICS, type MathFamily, person } from './build';

const ID = 'qualifying-ratios';

const HINTS = [
  '28 for the house, 36 for the house plus everything else, and the smaller limit wins.',
  'Monthly gross income first (annual / 12). Then 28% of it, and 36% of it minus the other debts.',
  'Front-end = PITI only. Back-end = PITI + car, card, student and other monthly debts.',
];

const FACTS = [
  'The 28/36 rule is a traditional conventional-loan guideline; many lenders now approve higher total-debt ratios when automated underwriting finds compensating factors such as strong credit or cash reserves.',
  "FHA's traditional benchmark ratios are 31% for housing and 43% for total debt, looser than the conventional 28/36.",
  'Qualifying ratios use gross income, before taxes and deductions, which is why take-home pay never appears in the formula.',
];

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const borrower = person(rng);
  const monthly = rng.step(4_000, 20_000, 100);
  const annual = monthly * 12;
  const breakpoint = monthly * 0.08; // debts where the two limits are equal
  const backBinds = rng.chance(0.5);
  const debts = backBinds
    ? rng.step(
        floorToStep(breakpoint, 25) + 25,
        Math.max(floorToStep(breakpoint, 25) + 100, Math.min(3_000, floorToStep(monthly * 0.2, 25))),
        25,
      )
    : rng.step(50, floorToStep(breakpoint, 25) - 25, 25);
  const debtKinds = rng.pick([
    'a car loan and two credit cards',
    'student loans and a car payment',
    'a truck loan and a personal loan',
    'credit cards and a student loan',
  ]);

  const front = monthly * 0.28;
  const back = monthly * 0.36 - debts;
  const max = Math.min(front, back);

  const stem =
    `${borrower.full} earns a gross salary of ${formatDollars(annual)} a year and pays ${formatDollars(debts)} a ` +
    `month on ${debtKinds}. The lender uses a 28% housing expense ratio and a 36% total debt ratio. What is the ` +
    `largest monthly housing payment (principal, interest, taxes and insurance) ${borrower.first} qualifies for?`;
  const steps =
    `Gross monthly income = ${formatDollars(annual)} / 12 = ${formatMoney(monthly)}. ` +
    `Housing limit: ${formatMoney(monthly)} x 28% = ${formatMoney(front)}. ` +
    `Total debt limit: ${formatMoney(monthly)} x 36% = ${formatMoney(monthly * 0.36)}, minus the ${formatDollars(debts)} ` +
    `of other debts = ${formatMoney(back)}. The borrower must pass both tests, so the lower figure, ` +
    `${formatMoney(max)}, is the most ${borrower.first} can spend on PITI.`;

  const distractors: Distractor[] = [
    backBinds
      ? {
          text: formatMoney(front),
          why: 'stops after the 28% housing test and never checks the 36% total-debt test, which is lower here',
        }
      : {
          text: formatMoney(back),
          why: 'uses the 36% total-debt limit, but the 28% housing limit is lower here and the lower limit controls',
        },
    {
      text: formatMoney(monthly * 0.36),
      why: 'takes 36% of income without subtracting the other monthly debts',
    },
    {
      text: formatMoney(front - debts),
      why: 'subtracts the other debts from the 28% housing limit, which never includes them',
    },
  ];

  return buildMathQuestion(qualifyingRatios, seed, rng, {
    variant: backBinds ? 'back-end-limits' : 'front-end-limits',
    givens: { annualIncome: annual, monthlyDebts: debts, frontPct: 28, backPct: 36 },
    difficulty: backBinds ? 4 : 3,
    stem,
    correct: formatMoney(max),
    distractors,
    near: { value: max, format: formatMoney },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const qualifyingRatios: MathFamily = {
  id: ID,
  version: 1,
  title: 'PITI and the 28/36 qualifying ratios',
  conceptId: 'fin-underwriting',
  topics: MATH_TOPICS,
  generate,
};
