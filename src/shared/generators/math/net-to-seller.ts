import { formatDollars, formatMoney, formatRate } from '@shared/generators/money';
import {
  buildMathQuestion,
  type Distractor,
  familyRng,
  HOMES,
  MATH_TOPICS,
  type MathFamily,
  person,
} from './build';

const ID = 'net-to-seller';

const HINTS = [
  'Net to seller = price - commission - loan payoff - every other seller cost. From the price you only subtract.',
  "Commission is figured on the full sale price, not on the seller's equity.",
  'List every seller debit, add them up, and take the total off the price once.',
];

const FACTS = [
  'Many states and some cities charge a transfer tax when a deed is recorded; local custom or the contract decides whether buyer or seller pays it.',
  "A seller's mortgage payoff usually includes interest up to the payoff date, because mortgage interest is paid in arrears.",
  "Agents are often asked for a seller's net sheet before listing, so the seller can see what an offer really means in cash.",
];

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const seller = person(rng);
  const home = rng.pick(HOMES);
  const price = rng.step(150_000, 900_000, 1_000);
  const ratePct = rng.pick([5, 5.5, 6, 6.5, 7]);
  const hasLoan = rng.chance(0.7);
  const payoff = hasLoan ? rng.int(Math.round(price * 0.2), Math.round(price * 0.7)) : 0;
  const costs = rng.step(1_500, 12_000, 50);
  const commission = (price * ratePct) / 100;
  const net = price - commission - payoff - costs;

  const stem =
    `${seller.full} accepts an offer of ${formatDollars(price)} for ${home}. The listing commission is ` +
    `${formatRate(ratePct)} of the sale price, ` +
    (hasLoan ? `the mortgage payoff is ${formatDollars(payoff)}, ` : 'the home has no mortgage, ') +
    `and ${seller.first}'s other closing costs come to ${formatDollars(costs)}. How much will ${seller.first} net at closing?`;
  const steps =
    `Commission = ${formatDollars(price)} x ${formatRate(ratePct)} = ${formatMoney(commission)}. ` +
    `Net = ${formatDollars(price)} - ${formatMoney(commission)}` +
    (hasLoan ? ` - ${formatDollars(payoff)} payoff` : '') +
    ` - ${formatDollars(costs)} costs = ${formatMoney(net)}.` +
    ' Everything the seller owes at closing comes off the price.';

  const distractors: Distractor[] = [
    {
      text: formatMoney(price - commission - payoff + costs),
      why: 'adds the closing costs instead of subtracting them',
    },
    {
      text: formatMoney(((price - payoff) * (100 - ratePct)) / 100 - costs),
      why: "figures the commission on the seller's equity instead of the full sale price",
    },
    { text: formatMoney(price - payoff - costs), why: 'forgets to take out the commission' },
    { text: formatMoney(price - commission - costs), why: 'forgets the mortgage payoff' },
    {
      text: formatMoney(price - commission),
      why: "subtracts the commission but none of the seller's other costs",
    },
  ];

  return buildMathQuestion(netToSeller, seed, rng, {
    variant: hasLoan ? 'with-payoff' : 'free-and-clear',
    givens: hasLoan ? { price, ratePct, payoff, costs } : { price, ratePct, costs },
    difficulty: hasLoan ? 3 : 2,
    stem,
    correct: formatMoney(net),
    distractors,
    near: { value: net, format: formatMoney },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const netToSeller: MathFamily = {
  id: ID,
  version: 1,
  title: 'Net to seller',
  conceptId: 'fin-closing',
  topics: MATH_TOPICS,
  generate,
};
