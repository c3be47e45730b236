import {
  formatDollars,
  formatMoney,
  formatNumber,
  formatNumberTrim,
  roundCents,
} from '@shared/generators/money';
import { roundToStep } from '@shared/generators/random';
import {
  buildMathQuestion,
  type Distractor,
  familyRng,
  INCOME_PROPERTIES,
  MATH_TOPICS,
  type MathFamily,
  person,
} from './build';

const ID = 'debt-service-coverage';

const HINTS = [
  'DSCR = NOI / ANNUAL debt service. Above 1.00 the income covers the loan; lenders want about 1.25.',
  'Max annual debt service = NOI / required DSCR; divide by 12 for the monthly payment.',
  'Coverage is income over debt: the bigger number goes on top when the property is healthy.',
];

const FACTS = [
  "A DSCR below 1.00 means the property's income does not cover its mortgage payments, so the owner must feed it cash.",
  'Many commercial lenders look for a debt service coverage ratio of at least 1.20 to 1.25 on income property loans.',
  'Lenders size commercial loans by both LTV and DSCR, and the loan is the smaller amount that passes both tests.',
];

const ratio = (n: number) => formatNumber(n, 2);

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const owner = person(rng);
  const property = rng.pick(INCOME_PROPERTIES);
  const variant = rng.pick(['ratio', 'max-payment'] as const);
  const common = { memoryHint: rng.pick(HINTS), funFact: rng.pick(FACTS) };

  if (variant === 'ratio') {
    const gross = rng.step(60_000, 600_000, 1_000);
    const expenses = roundToStep(gross * rng.pick([0.3, 0.35, 0.4, 0.45, 0.5]), 100);
    const noi = gross - expenses;
    const payment = roundCents(noi / rng.step(1.05, 1.75, 0.01) / 12);
    const debtService = payment * 12;
    const dscr = noi / debtService;
    const distractors: Distractor[] = [
      { text: ratio(gross / debtService), why: 'divides gross income, not NOI, by the debt service' },
      {
        text: ratio(debtService / noi),
        why: 'turns the ratio upside down; DSCR is NOI divided by debt service',
      },
      { text: ratio(noi / payment), why: 'divides a year of NOI by a single monthly payment' },
      {
        text: ratio((noi - debtService) / debtService),
        why: 'divides the leftover cash flow, not NOI, by the debt service',
      },
    ];
    return buildMathQuestion(debtServiceCoverage, seed, rng, {
      variant,
      givens: { gross, expenses, payment },
      difficulty: 3,
      stem:
        `${owner.full} asks a bank to refinance ${property}. It collects ${formatDollars(gross)} a year after ` +
        `vacancies, operating expenses are ${formatDollars(expenses)} a year, and the proposed loan payment is ` +
        `${formatMoney(payment)} a month. What is the debt service coverage ratio, to two decimal places?`,
      correct: ratio(dscr),
      distractors,
      near: { value: dscr, format: ratio },
      steps:
        `NOI = ${formatDollars(gross)} - ${formatDollars(expenses)} = ${formatMoney(noi)}. ` +
        `Annual debt service = ${formatMoney(payment)} x 12 = ${formatMoney(debtService)}. ` +
        `DSCR = ${formatMoney(noi)} / ${formatMoney(debtService)} = ${ratio(dscr)}` +
        (dscr >= 1.25
          ? ', which clears the typical 1.25 minimum.'
          : dscr >= 1
            ? ', which covers the payments but falls short of the 1.25 many lenders want.'
            : ', so the income does not even cover the payments.'),
      ...common,
    });
  }

  const noi = rng.step(30_000, 400_000, 500);
  const required = rng.pick([1.2, 1.25, 1.25, 1.3, 1.35]);
  const annual = noi / required;
  const monthly = annual / 12;
  const requiredText = formatNumber(required, 2);
  const distractors: Distractor[] = [
    {
      text: formatMoney((noi * (2 - required)) / 12),
      why: `cuts NOI by ${formatNumberTrim((required - 1) * 100, 0)}% instead of dividing it by ${requiredText}`,
    },
    {
      text: formatMoney((noi * required) / 12),
      why: `multiplies NOI by ${requiredText} instead of dividing, which would let the payments exceed the income`,
    },
    { text: formatMoney(annual), why: 'stops at the annual figure; the question asks for a monthly payment' },
    {
      text: formatMoney(noi / 12),
      why: 'ignores the coverage requirement and lets the payment use every dollar of NOI',
    },
  ];
  return buildMathQuestion(debtServiceCoverage, seed, rng, {
    variant,
    givens: { noi, requiredDscr: required },
    difficulty: 3,
    stem:
      `${owner.full} wants a loan on ${property} whose net operating income is ${formatDollars(noi)} a year. The ` +
      `lender requires a debt service coverage ratio of at least ${requiredText}. What is the largest monthly loan ` +
      'payment the lender will allow?',
    correct: formatMoney(monthly),
    distractors,
    near: { value: monthly, format: formatMoney },
    steps:
      `Maximum annual debt service = NOI / DSCR = ${formatDollars(noi)} / ${requiredText} = ${formatMoney(annual)}. ` +
      `Monthly = ${formatMoney(annual)} / 12 = ${formatMoney(monthly)}.`,
    ...common,
  });
}

export const debtServiceCoverage: MathFamily = {
  id: ID,
  version: 1,
  title: 'Debt service coverage ratio',
  conceptId: 'fin-investment-analysis',
  topics: MATH_TOPICS,
  generate,
};
