import {
  formatDollars,
  formatMoney,
  formatNumberTrim,
  formatRate,
  percentToDecimal,
} from '@shared/generators/money';
import {
  buildMathQuestion,
  type Distractor,
  familyRng,
  HOMES,
  MATH_TOPICS,
  type MathFamily,
  person,
} from './build';

const ID = 'compound-appreciation';

const HINTS = [
  'Compound: multiply by (1 + rate) once for every year. Simple: add the same dollar gain each year.',
  'Value after n years = starting value x (1 + rate) to the power n.',
  "Each year's growth is figured on last year's value, not the original price.",
];

const FACTS = [
  'The rule of 72: divide 72 by the yearly growth rate to estimate how long a value takes to double; at 4% a year that is about 18 years.',
  'Appreciation is never guaranteed; values can fall as well as rise, as they did in many markets after 2006.',
  'Over a short span simple and compound growth look alike, but the gap widens every year because each gain earns gains of its own.',
];

const YEAR_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six'];

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const owner = person(rng);
  const home = rng.pick(HOMES);
  const price = rng.step(150_000, 900_000, 1_000);
  const ratePct = rng.pick([2, 2.5, 3, 3.5, 4, 4.5, 5, 6]);
  const years = rng.int(2, 6);
  const r = percentToDecimal(ratePct);
  const factor = (1 + r) ** years;
  const value = price * factor;

  const stem =
    `${owner.full} bought ${home} for ${formatDollars(price)}. If its value rises ${formatRate(ratePct)} a year, ` +
    `compounded annually, what will it be worth after ${years} years?`;
  const steps =
    `Each year multiplies the value by 1 + ${r} = ${formatNumberTrim(1 + r, 4)}, and the growth builds on the ` +
    `year before. After ${YEAR_WORDS[years]} years: ${formatDollars(price)} x ${formatNumberTrim(1 + r, 4)}^${years} = ` +
    `${formatDollars(price)} x ${formatNumberTrim(factor, 6)} = ${formatMoney(value)}.`;

  const distractors: Distractor[] = [
    {
      text: formatMoney(price * (1 + r * years)),
      why: `uses simple growth (${years} x ${formatRate(ratePct)} of the original price) instead of compounding on each year's new value`,
    },
    { text: formatMoney(price * (1 + r) ** (years - 1)), why: 'compounds one year too few' },
    { text: formatMoney(price * (1 + r) ** (years + 1)), why: 'compounds one year too many' },
    { text: formatMoney(price * (1 - r) ** years), why: 'subtracts the yearly rate instead of adding it' },
  ];

  return buildMathQuestion(compoundAppreciation, seed, rng, {
    variant: 'future-value',
    givens: { price, ratePct, years },
    difficulty: years <= 2 ? 2 : 3,
    stem,
    correct: formatMoney(value),
    distractors,
    near: { value, format: formatMoney },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const compoundAppreciation: MathFamily = {
  id: ID,
  version: 1,
  title: 'Compound appreciation',
  conceptId: 'fin-market-economics',
  topics: MATH_TOPICS,
  generate,
};
