import { formatDollars, formatMoney, formatRate } from '@shared/generators/money';
import {
  buildMathQuestion,
  type Distractor,
  familyRng,
  HOMES,
  MATH_TOPICS,
  type MathFamily,
  type Person,
  people,
} from './build';

const ID = 'commission-split';

const HINTS = [
  'Commission first, splits second: price x rate, then take each share in the order the money flows.',
  'Follow the money down the chain: sale price, total commission, the listing side, then the agent.',
  'Every split is a percent OF the amount above it, never of the sale price.',
];

const FACTS = [
  'Commission rates are set by agreement with the client and are always negotiable; no law or association may fix them, and rival firms agreeing on rates risks antitrust liability.',
  'A salesperson is paid only through the employing broker: the seller or another brokerage pays the broker, and the broker pays the salesperson.',
  'Under the common law a broker earns a commission by producing a buyer who is ready, willing and able to buy on terms the seller accepts, though many listings now make it payable only at closing.',
];

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const [agent, seller] = people(rng, 2) as [Person, Person];
  const home = rng.pick(HOMES);
  const price = rng.step(150_000, 900_000, 1_000);
  const ratePct = rng.pick([5, 5.5, 6, 6.5, 7]);
  const agentSharePct = rng.step(50, 80, 5);
  const coop = rng.chance(0.55);
  const listingSidePct = coop ? rng.pick([50, 50, 50, 60]) : 100;

  const total = (price * ratePct) / 100;
  const side = (total * listingSidePct) / 100;
  const agentPay = (side * agentSharePct) / 100;
  const brokerPct = 100 - agentSharePct;

  let stem: string;
  let steps: string;
  let distractors: Distractor[];
  if (coop) {
    stem =
      `${seller.full} sells ${home} for ${formatDollars(price)} under a listing that pays a ${formatRate(ratePct)} ` +
      `commission. The listing brokerage keeps ${listingSidePct}% of the commission and pays the rest to the ` +
      `brokerage that brought the buyer. ${agent.full}, the listing agent, receives ${agentSharePct}% of what ` +
      `the listing brokerage keeps. How much does ${agent.first} earn on this sale?`;
    steps =
      `Total commission: ${formatDollars(price)} x ${formatRate(ratePct)} = ${formatMoney(total)}. ` +
      `The listing brokerage keeps ${listingSidePct}%: ${formatMoney(total)} x ${listingSidePct}% = ${formatMoney(side)}. ` +
      `${agent.first} gets ${agentSharePct}% of that: ${formatMoney(side)} x ${agentSharePct}% = ${formatMoney(agentPay)}.`;
    distractors = [
      {
        text: formatMoney((total * agentSharePct) / 100),
        why: `applies ${agent.first}'s ${agentSharePct}% to the whole commission, forgetting that the buyer's brokerage takes its share first`,
      },
      {
        text: formatMoney(side),
        why: `stops at the listing brokerage's share and forgets ${agent.first}'s split with the broker`,
      },
      {
        text: formatMoney((side * brokerPct) / 100),
        why: `is the broker's ${brokerPct}% of the listing side, not the agent's ${agentSharePct}%`,
      },
      { text: formatMoney(total), why: 'is the whole commission before either split' },
    ];
  } else {
    stem =
      `${agent.full} lists and sells ${seller.full}'s home, ${home}, for ${formatDollars(price)} with no ` +
      `cooperating brokerage involved. The commission is ${formatRate(ratePct)} of the sale price, and ` +
      `${agent.first} is on a ${agentSharePct}/${brokerPct} split with the broker (${agentSharePct}% to ` +
      `${agent.first}). How much does ${agent.first} earn on this sale?`;
    steps =
      `Total commission: ${formatDollars(price)} x ${formatRate(ratePct)} = ${formatMoney(total)}. ` +
      `With no other brokerage to share with, the whole commission goes to ${agent.first}'s broker, and ` +
      `${agent.first} gets ${agentSharePct}% of it: ${formatMoney(total)} x ${agentSharePct}% = ${formatMoney(agentPay)}.`;
    distractors = [
      {
        text: formatMoney(total),
        why: `is the whole commission; it forgets ${agent.first}'s split with the broker`,
      },
      {
        text: formatMoney((total * brokerPct) / 100),
        why: `is the broker's ${brokerPct}% share, not ${agent.first}'s ${agentSharePct}%`,
      },
      {
        text: formatMoney(agentPay / 10),
        why: `misplaces the decimal, treating the ${formatRate(ratePct)} rate as ${formatRate(ratePct / 10)}`,
      },
      {
        text: formatMoney(total / 2),
        why: 'halves the commission as if a cooperating brokerage were paid, though none was involved',
      },
    ];
  }

  return buildMathQuestion(commissionSplit, seed, rng, {
    variant: coop ? 'co-op' : 'in-house',
    givens: coop ? { price, ratePct, listingSidePct, agentSharePct } : { price, ratePct, agentSharePct },
    difficulty: coop ? 3 : 2,
    stem,
    correct: formatMoney(agentPay),
    distractors,
    near: { value: agentPay, format: formatMoney },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const commissionSplit: MathFamily = {
  id: ID,
  version: 1,
  title: 'Commission splits',
  conceptId: 'con-commission',
  topics: MATH_TOPICS,
  generate,
};
