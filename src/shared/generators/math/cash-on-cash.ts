import { formatDollars, formatMoney, formatPercent, formatRate, roundCents } from '@shared/generators/money';
import { roundToStep } from '@shared/generators/random';
import {
  amortizedPayment,
  buildMathQuestion,
  type Distractor,
  familyRng,
  INCOME_PROPERTIES,
  MATH_TOPICS,
  type MathFamily,
  person,
} from './build';

const ID = 'cash-on-cash';

const HINTS = [
  'Cash-on-cash = annual cash flow / cash invested. Both are cash: what came back this year over what went in.',
  'NOI - annual debt service (monthly payment x 12) = cash flow before taxes.',
  'Cash invested = down payment + closing costs (+ any other cash put in at the start).',
];

const FACTS = [
  'Cash-on-cash ignores appreciation, loan paydown and tax effects, so it can understate the total return of a property whose value is rising.',
  'Because debt service comes out before cash-on-cash is figured, the same building can show very different cash-on-cash returns under different loans.',
  'NOI is figured before debt service; cash flow is what is left after the mortgage is paid.',
];

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const investor = person(rng);
  const property = rng.pick(INCOME_PROPERTIES);
  const price = rng.step(200_000, 1_200_000, 5_000);
  const downPct = rng.pick([20, 25, 30]);
  const closingCosts = rng.step(3_000, 18_000, 500);
  const loanRatePct = rng.pick([5.5, 5.75, 6, 6.25, 6.5, 6.75, 7, 7.25, 7.5]);
  const loan = (price * (100 - downPct)) / 100;
  const payment = roundCents(amortizedPayment(loan, loanRatePct, 30));
  const debtService = payment * 12;
  const noi = roundToStep(debtService * rng.pick([1.15, 1.2, 1.25, 1.3, 1.4, 1.5, 1.6]), 100);
  const down = price - loan;
  const cashIn = down + closingCosts;
  const cashFlow = noi - debtService;
  const coc = (cashFlow / cashIn) * 100;

  const stem =
    `${investor.full} buys ${property} for ${formatDollars(price)}, putting ${downPct}% down and paying ` +
    `${formatDollars(closingCosts)} in closing costs. The ${formatRate(loanRatePct)} loan's payment is ` +
    `${formatMoney(payment)} a month (principal and interest), and the property's net operating income is ` +
    `${formatDollars(noi)} a year. What is ${investor.first}'s cash-on-cash return, to two decimal places?`;
  const steps =
    `Cash invested = down payment ${formatMoney(down)} + closing costs ${formatDollars(closingCosts)} = ${formatMoney(cashIn)}. ` +
    `Annual debt service = ${formatMoney(payment)} x 12 = ${formatMoney(debtService)}. ` +
    `Cash flow = ${formatDollars(noi)} - ${formatMoney(debtService)} = ${formatMoney(cashFlow)}. ` +
    `Cash-on-cash = ${formatMoney(cashFlow)} / ${formatMoney(cashIn)} = ${formatPercent(coc)}.`;

  const distractors: Distractor[] = [
    {
      text: formatPercent((noi / cashIn) * 100),
      why: 'divides NOI by the cash invested, ignoring the mortgage payments that come out before the investor sees any cash',
    },
    {
      text: formatPercent(((noi - payment) / cashIn) * 100),
      why: "subtracts one month's payment instead of a full year of payments",
    },
    {
      text: formatPercent((cashFlow / price) * 100),
      why: 'divides by the purchase price instead of the cash invested',
    },
    {
      text: formatPercent((cashFlow / down) * 100),
      why: 'leaves the closing costs out of the cash invested',
    },
  ];

  return buildMathQuestion(cashOnCash, seed, rng, {
    variant: 'from-noi-and-payment',
    givens: { price, downPct, closingCosts, loanRatePct, payment, noi },
    difficulty: 4,
    stem,
    correct: formatPercent(coc),
    distractors,
    near: { value: coc, format: (n) => formatPercent(n) },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const cashOnCash: MathFamily = {
  id: ID,
  version: 1,
  title: 'Cash-on-cash return',
  conceptId: 'fin-investment-analysis',
  topics: MATH_TOPICS,
  generate,
};
