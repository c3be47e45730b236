import { formatDollars, formatMoney, formatNumberTrim } from '@shared/generators/money';
import {
  buildMathQuestion,
  type Distractor,
  familyRng,
  HOMES,
  MATH_TOPICS,
  type MathFamily,
  person,
} from './build';

const ID = 'discount-points';

const HINTS = [
  'Points are on the Principal borrowed: 1 point = 1% of the LOAN, never of the price.',
  'Find the loan first (price - down payment), then loan x points%.',
  'Two points on a $300,000 loan: 2% of $300,000 = $6,000.',
];

const FACTS = [
  'Under IRS rules, points paid on a loan to buy a main home can often be deducted in full in the year they are paid.',
  'An old rule of thumb says each discount point lowers the note rate by about one-eighth of a percentage point, though real pricing varies by lender and market.',
  'Discount points are prepaid interest, and they count in the annual percentage rate (APR), which is why the APR is higher than the note rate.',
];

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const buyer = person(rng);
  const home = rng.pick(HOMES);
  const price = rng.step(150_000, 900_000, 1_000);
  const downPct = rng.pick([5, 10, 15, 20, 25]);
  const points = rng.pick([0.5, 1, 1.25, 1.5, 1.75, 2, 2.5, 3]);
  const variant = rng.pick(['down-percent', 'loan-stated'] as const);
  const loan = (price * (100 - downPct)) / 100;
  const down = price - loan;
  const cost = (loan * points) / 100;
  const pointsText = `${formatNumberTrim(points, 2)} discount ${points === 1 ? 'point' : 'points'}`;

  const stem =
    variant === 'down-percent'
      ? `${buyer.full} buys ${home} for ${formatDollars(price)}, paying ${downPct}% down and financing the rest. ` +
        `To buy down the interest rate, ${buyer.first} pays ${pointsText} at closing. How much do the points cost?`
      : `${buyer.full} is buying ${home} priced at ${formatDollars(price)} with a loan of ${formatDollars(loan)}. ` +
        `The lender charges ${pointsText} to lower the rate. How much do the points cost?`;
  const steps =
    (variant === 'down-percent'
      ? `Loan = ${formatDollars(price)} x (100% - ${downPct}%) = ${formatMoney(loan)}. `
      : `The loan is ${formatDollars(loan)}; the price does not matter for points. `) +
    `Each point is 1% of the loan, so ${formatNumberTrim(points, 2)} ${points === 1 ? 'point is' : 'points are'} ` +
    `${formatNumberTrim(points, 2)}%: ${formatMoney(loan)} x ${formatNumberTrim(points, 2)}% = ${formatMoney(cost)}.`;

  const distractors: Distractor[] = [
    {
      text: formatMoney((price * points) / 100),
      why: `figures the points on the ${formatDollars(price)} price instead of the ${formatDollars(loan)} loan`,
    },
    {
      text: formatMoney((down * points) / 100),
      why: 'figures the points on the down payment instead of the loan',
    },
    {
      text: formatMoney((loan * points) / 1_000),
      why: 'treats a point as one-tenth of a percent instead of a full 1% of the loan',
    },
    {
      text: formatMoney((loan * points * 0.125) / 100),
      why: 'confuses the cost of a point with the rule of thumb that a point lowers the rate by about 1/8%',
    },
  ];

  return buildMathQuestion(discountPoints, seed, rng, {
    variant,
    givens: variant === 'down-percent' ? { price, downPct, points } : { price, loan, points },
    difficulty: variant === 'down-percent' ? 3 : 2,
    stem,
    correct: formatMoney(cost),
    distractors,
    near: { value: cost, format: formatMoney },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const discountPoints: MathFamily = {
  id: ID,
  version: 1,
  title: 'Discount points (1 point = 1% of the loan)',
  conceptId: 'fin-points-apr',
  topics: MATH_TOPICS,
  generate,
};
