import { formatMoney, formatNumber, formatNumberTrim } from '@shared/generators/money';
import { buildMathQuestion, type Distractor, familyRng, MATH_TOPICS, type MathFamily, person } from './build';

const ID = 'area-acreage';
const SQ_FT_PER_ACRE = 43_560;

const HINTS = [
  'One acre = 43,560 square feet; one section = 640 acres = one square mile.',
  'Square feet to acres: divide by 43,560. Acres to square feet: multiply by 43,560.',
  "An acre is 66 feet by 660 feet (a surveyor's chain by a furlong): 66 x 660 = 43,560.",
];

const FACTS = [
  'The acre began as the land a team of oxen could plow in a day; its 43,560 square feet are exactly 66 feet (one chain) by 660 feet (one furlong).',
  'An American football field including both end zones is 360 by 160 feet, about 1.32 acres.',
  'In the rectangular survey system a section is one square mile, 640 acres, and a township holds 36 sections.',
];

const acresText = (n: number) => `${formatNumber(n, 2)} acres`;

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const buyer = person(rng);
  const variant = rng.pick(['acres', 'acres', 'price'] as const);

  if (variant === 'acres') {
    const frontage = rng.step(100, 600, 10);
    const depth = rng.step(150, 1_000, 10);
    const area = frontage * depth;
    const acres = area / SQ_FT_PER_ACRE;
    const use = rng.pick(['a future home site', 'a small orchard', 'horse pasture', 'a contractor yard']);
    const stem =
      `${buyer.full} is buying a rectangular parcel for ${use}. It has ${frontage} feet of road frontage and ` +
      `runs ${depth} feet deep. How many acres is the parcel, to the nearest hundredth of an acre?`;
    const steps =
      `Area = ${frontage} ft x ${depth} ft = ${formatNumber(area)} square feet. ` +
      `Acres = ${formatNumber(area)} / 43,560 = ${formatNumber(acres, 4)}, which rounds to ${acresText(acres)}.`;
    const distractors: Distractor[] = [
      {
        text: acresText(area / 43_650),
        why: 'divides by 43,650, a transposed version of the 43,560 square feet in an acre',
      },
      {
        text: acresText((2 * (frontage + depth)) / SQ_FT_PER_ACRE),
        why: 'uses the perimeter (the distance around the lot) instead of the area',
      },
      {
        text: acresText(area / 4_840),
        why: 'divides square feet by 4,840, the number of square yards in an acre, without converting feet to yards',
      },
    ];
    return buildMathQuestion(areaAcreage, seed, rng, {
      variant,
      givens: { frontage, depth },
      difficulty: 2,
      stem,
      correct: acresText(acres),
      distractors,
      near: { value: acres, format: acresText },
      steps,
      memoryHint: rng.pick(HINTS),
      funFact: rng.pick(FACTS),
    });
  }

  const acres = rng.step(0.5, 8, 0.25);
  const pricePerSqFt = rng.step(1.5, 12, 0.25);
  const sqFt = acres * SQ_FT_PER_ACRE;
  const price = sqFt * pricePerSqFt;
  const stem =
    `${buyer.full} wants a ${formatNumberTrim(acres, 2)}-acre tract zoned for light commercial use. The owner ` +
    `is asking ${formatMoney(pricePerSqFt)} per square foot. What is the asking price for the whole tract?`;
  const steps =
    `Square feet = ${formatNumberTrim(acres, 2)} acres x 43,560 = ${formatNumber(sqFt, 0)} square feet. ` +
    `Price = ${formatNumber(sqFt, 0)} x ${formatMoney(pricePerSqFt)} = ${formatMoney(price)}.`;
  const distractors: Distractor[] = [
    {
      text: formatMoney(acres * 43_650 * pricePerSqFt),
      why: 'uses 43,650 square feet per acre, a transposition of the correct 43,560',
    },
    {
      text: formatMoney(acres * 4_840 * pricePerSqFt),
      why: 'multiplies by 4,840 (square yards in an acre) though the price is per square foot',
    },
    {
      text: formatMoney(SQ_FT_PER_ACRE * pricePerSqFt),
      why: 'prices a single acre and never multiplies by the number of acres',
    },
  ];
  return buildMathQuestion(areaAcreage, seed, rng, {
    variant,
    givens: { acres, pricePerSqFt },
    difficulty: 3,
    stem,
    correct: formatMoney(price),
    distractors,
    near: { value: price, format: formatMoney },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const areaAcreage: MathFamily = {
  id: ID,
  version: 1,
  title: 'Area and acreage (square feet and acres)',
  conceptId: 'prop-rectangular-survey',
  topics: MATH_TOPICS,
  generate,
};
