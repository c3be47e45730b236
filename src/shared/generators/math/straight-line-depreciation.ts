import { formatDollars, formatMoney, formatNumber, formatNumberTrim } from '@shared/generators/money';
import { buildMathQuestion, type Distractor, familyRng, MATH_TOPICS, type MathFamily, person } from './build';

const ID = 'straight-line-depreciation';

const HINTS = [
  'Cost approach: cost new - depreciation + land. Land never depreciates.',
  'Age-life: depreciation = cost new x (effective age / total economic life).',
  'Depreciate the building, then add the land back at its full value.',
];

const FACTS = [
  'Tax depreciation is a different thing: the IRS recovers residential rental buildings over 27.5 years and nonresidential buildings over 39 years, whatever their real condition.',
  'Appraisers group depreciation into physical deterioration, functional obsolescence and external obsolescence; only the last is always incurable by the owner.',
  'The cost approach is the favored method for new buildings and for special-purpose properties such as churches and schools that rarely sell.',
];

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const appraiser = person(rng);
  const land = rng.step(40_000, 250_000, 5_000);
  const sqft = rng.step(1_200, 4_000, 50);
  const costPerSqFt = rng.step(120, 280, 5);
  const life = rng.pick([40, 50, 60]);
  const age = rng.int(4, Math.min(30, life - 10));
  const costNew = sqft * costPerSqFt;
  const depreciation = (costNew * age) / life;
  const value = land + costNew - depreciation;
  const fraction = age / life;

  const stem =
    `${appraiser.full}, an appraiser, is using the cost approach on a ${formatNumber(sqft)}-square-foot house. ` +
    `Building it new today would cost ${formatDollars(costPerSqFt)} per square foot. The house has an effective age of ` +
    `${age} years and a total economic life of ${life} years, and the land is worth ${formatDollars(land)}. Using ` +
    'straight-line (age-life) depreciation, what value does the cost approach indicate?';
  const steps =
    `Cost new = ${formatNumber(sqft)} x ${formatDollars(costPerSqFt)} = ${formatMoney(costNew)}. ` +
    `Depreciation = ${age} / ${life} = ${formatNumberTrim(fraction * 100, 2)}% of cost new = ${formatMoney(depreciation)}. ` +
    `Depreciated cost = ${formatMoney(costNew)} - ${formatMoney(depreciation)} = ${formatMoney(costNew - depreciation)}. ` +
    `Add the land, which does not depreciate: ${formatMoney(costNew - depreciation)} + ${formatDollars(land)} = ${formatMoney(value)}.`;

  const distractors: Distractor[] = [
    {
      text: formatMoney((land + costNew) * (1 - fraction)),
      why: 'depreciates the land along with the building; land does not wear out',
    },
    { text: formatMoney(costNew - depreciation), why: 'leaves out the land value' },
    {
      text: formatMoney(land + depreciation),
      why: "treats the depreciation amount as if it were the building's remaining value",
    },
    {
      text: formatMoney(land + costNew + depreciation),
      why: 'adds the depreciation instead of subtracting it',
    },
  ];

  return buildMathQuestion(straightLineDepreciation, seed, rng, {
    variant: 'cost-approach',
    givens: { sqft, costPerSqFt, age, life, land },
    difficulty: 4,
    stem,
    correct: formatMoney(value),
    distractors,
    near: { value, format: formatMoney },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const straightLineDepreciation: MathFamily = {
  id: ID,
  version: 1,
  title: 'Straight-line (age-life) depreciation in the cost approach',
  conceptId: 'fin-cost-approach',
  topics: MATH_TOPICS,
  generate,
};
