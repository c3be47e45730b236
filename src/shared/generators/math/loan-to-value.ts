import { formatDollars, formatMoney } from '@shared/generators/money';
import {
  buildMathQuestion,
  type Distractor,
  familyRng,
  HOMES,
  MATH_TOPICS,
  type MathFamily,
  person,
} from './build';

const ID = 'loan-to-value';

const HINTS = [
  'Lenders lend on the LOWER of price or appraised value; the buyer covers everything above the loan.',
  'LTV = loan / value. Loan = value x LTV. Down payment = price - loan.',
  "Low appraisal? The loan shrinks and the buyer's cash grows by the whole gap.",
];

const FACTS = [
  'On a conventional loan, private mortgage insurance is usually required above 80% loan-to-value, and federal law ends it automatically when the balance is scheduled to reach 78% of the original value.',
  'Lenders use the lower of the price and the appraisal so that a buyer who overpays does not leave the lender holding a loan bigger than the collateral supports.',
  'A combined loan-to-value (CLTV) ratio adds a second mortgage or home-equity line to the first loan before dividing by the value.',
];

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const buyer = person(rng);
  const home = rng.pick(HOMES);
  const price = rng.step(150_000, 900_000, 1_000);
  const appraisalLow = rng.chance(0.7);
  const gap = rng.step(3_000, Math.max(5_000, Math.min(30_000, Math.floor(price / 20_000) * 1_000)), 1_000);
  const appraisal = appraisalLow ? price - gap : price + gap;
  const ltvPct = rng.pick([75, 80, 85, 90, 95, 97]);
  const variant = rng.pick(['max-loan', 'down-payment'] as const);

  const lower = Math.min(price, appraisal);
  const higher = Math.max(price, appraisal);
  const lowerName = appraisalLow ? 'appraised value' : 'price';
  const higherName = appraisalLow ? 'price' : 'appraised value';
  const loan = (lower * ltvPct) / 100;
  const down = price - loan;

  const setup =
    `${buyer.full} agrees to pay ${formatDollars(price)} for ${home}, and the appraisal comes in at ` +
    `${formatDollars(appraisal)}. The lender will lend up to ${ltvPct}% loan-to-value.`;
  const baseStep =
    `The lender applies the LTV to the lower of price and appraised value, here the ${lowerName} of ` +
    `${formatDollars(lower)}: ${formatDollars(lower)} x ${ltvPct}% = ${formatMoney(loan)}.`;

  let stem: string;
  let steps: string;
  let correct: number;
  let distractors: Distractor[];
  if (variant === 'max-loan') {
    stem = `${setup} What is the largest loan the lender will make?`;
    steps = `${baseStep} That is the maximum loan, whatever the contract price.`;
    correct = loan;
    distractors = [
      {
        text: formatMoney((higher * ltvPct) / 100),
        why: `applies ${ltvPct}% to the ${higherName}, but lenders use the lower of price and appraisal`,
      },
      {
        text: formatMoney((lower * (100 - ltvPct)) / 100),
        why: `is the ${100 - ltvPct}% equity share, not the loan`,
      },
      {
        text: formatMoney((((price + appraisal) / 2) * ltvPct) / 100),
        why: 'averages the price and the appraisal instead of taking the lower one',
      },
      {
        text: formatMoney(price - (lower * (100 - ltvPct)) / 100),
        why: 'subtracts the down payment share from the price',
      },
    ];
  } else {
    stem = `${setup} Ignoring closing costs, how much cash must ${buyer.first} bring for the down payment?`;
    steps =
      `${baseStep} The buyer pays the rest of the price in cash: ${formatDollars(price)} - ${formatMoney(loan)} = ` +
      `${formatMoney(down)}.`;
    correct = down;
    distractors = [
      appraisalLow
        ? {
            text: formatMoney((price * (100 - ltvPct)) / 100),
            why: `takes ${100 - ltvPct}% of the price, as if the lender would lend on the price; the low appraisal shrinks the loan`,
          }
        : {
            text: formatMoney(price - (appraisal * ltvPct) / 100),
            why: 'bases the loan on the higher appraisal, but lenders use the lower of price and appraisal',
          },
      {
        text: formatMoney((lower * (100 - ltvPct)) / 100),
        why: `takes ${100 - ltvPct}% of the lower value but forgets that the buyer must also cover the gap between price and appraisal`,
      },
      { text: formatMoney(loan), why: 'is the loan amount, not the down payment' },
      {
        text: formatMoney((higher * (100 - ltvPct)) / 100),
        why: `takes ${100 - ltvPct}% of the ${higherName} instead of subtracting the loan from the price`,
      },
    ];
  }

  return buildMathQuestion(loanToValue, seed, rng, {
    variant,
    givens: { price, appraisal, ltvPct },
    difficulty: appraisalLow ? 3 : 2,
    stem,
    correct: formatMoney(correct),
    distractors,
    near: { value: correct, format: formatMoney },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const loanToValue: MathFamily = {
  id: ID,
  version: 1,
  title: 'Loan-to-value: maximum loan and down payment',
  conceptId: 'fin-underwriting',
  topics: MATH_TOPICS,
  generate,
};
