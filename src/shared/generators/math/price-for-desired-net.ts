import { formatDollars, formatMoney, formatRate, percentToDecimal } from '@shared/generators/money';
import { cleanFloat } from '@shared/generators/random';
import {
  buildMathQuestion,
  type Distractor,
  familyRng,
  HOMES,
  MATH_TOPICS,
  type MathFamily,
  person,
} from './build';

const ID = 'price-for-desired-net';

const HINTS = [
  'Price = (net + costs) / (1 - commission rate). Divide, never add the rate on top.',
  'After a 6% commission the seller keeps 94% of the price, so the price is what you need / 0.94.',
  'Check by working forward: price - commission - costs should land on the net.',
];

const FACTS = [
  'Grossing up shows up outside real estate too: payroll uses the same division by (1 - rate) to find the bonus that leaves an employee a set amount after withholding.',
  'Adding the commission rate to the net always falls short, because the commission is charged on the higher sale price, including the commission itself.',
  'Commission rates are negotiable; a seller who wants a certain net can also bargain the rate instead of raising the price.',
];

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const seller = person(rng);
  const home = rng.pick(HOMES);
  const desiredNet = rng.step(120_000, 700_000, 1_000);
  const ratePct = rng.pick([5, 5.5, 6, 6.5, 7]);
  const hasLoan = rng.chance(0.5);
  const payoff = hasLoan ? rng.step(40_000, 300_000, 500) : 0;
  const costs = rng.step(2_000, 15_000, 100);
  const needed = desiredNet + payoff + costs;
  const r = percentToDecimal(ratePct);
  const price = needed / (1 - r);

  const stem =
    `${seller.full} is selling ${home} and wants to walk away with ${formatDollars(desiredNet)} in cash after ` +
    `paying a ${formatRate(ratePct)} commission on the sale price` +
    (hasLoan ? `, a ${formatDollars(payoff)} mortgage payoff` : '') +
    ` and ${formatDollars(costs)} in other closing costs. What is the lowest sale price that gives ${seller.first} that net, to the cent?`;
  const steps =
    `First add up what the seller must have besides the commission: ${formatDollars(desiredNet)}` +
    (hasLoan ? ` + ${formatDollars(payoff)}` : '') +
    ` + ${formatDollars(costs)} = ${formatMoney(needed)}. ` +
    `The commission takes ${formatRate(ratePct)} of the price, so that sum is ${formatRate(100 - ratePct)} of the price: ` +
    `${formatMoney(needed)} / ${cleanFloat(1 - r)} = ${formatMoney(price)}. ` +
    `Check: ${formatMoney(price)} x ${formatRate(100 - ratePct)} = ${formatMoney(needed)}, exactly what the seller must have.`;

  const distractors: Distractor[] = [
    {
      text: formatMoney(needed * (1 + r)),
      why: `adds ${formatRate(ratePct)} on top of the net, but the commission is charged on the higher sale price, so this falls short`,
    },
    {
      text: formatMoney(desiredNet / (1 - r) + payoff + costs),
      why: 'grosses up the net but adds the other costs afterward, leaving them out of the commission base',
    },
    {
      text: formatMoney(desiredNet / (1 - r)),
      why: "grosses up the net but forgets the seller's other costs",
    },
    {
      text: formatMoney(needed + (desiredNet * ratePct) / 100),
      why: 'adds a commission figured on the net alone instead of on the sale price',
    },
  ];

  return buildMathQuestion(priceForDesiredNet, seed, rng, {
    variant: hasLoan ? 'with-payoff' : 'costs-only',
    givens: hasLoan ? { desiredNet, ratePct, payoff, costs } : { desiredNet, ratePct, costs },
    difficulty: 4,
    stem,
    correct: formatMoney(price),
    distractors,
    near: { value: price, format: formatMoney },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const priceForDesiredNet: MathFamily = {
  id: ID,
  version: 1,
  title: "Seller's required sale price for a desired net",
  conceptId: 'con-commission',
  topics: MATH_TOPICS,
  generate,
};
