import {
  formatDollars,
  formatMoney,
  formatPercent,
  formatRate,
  percentToDecimal,
} from '@shared/generators/money';
import { cleanFloat, roundToStep } from '@shared/generators/random';
import {
  article,
  buildMathQuestion,
  type Distractor,
  familyRng,
  INCOME_PROPERTIES,
  MATH_TOPICS,
  type MathFamily,
  person,
} from './build';

const ID = 'cap-rate';

const HINTS = [
  'IRV: Income = Rate x Value. Cover the one you want: Value = Income / Rate, Rate = Income / Value.',
  'Capitalize NET operating income, never gross: vacancy and expenses come out first.',
  'A smaller rate gives a bigger value: dividing by 0.05 makes more than dividing by 0.08.',
];

const FACTS = [
  'A lower cap rate means a higher price for the same income: investors accept lower yields on properties they see as safer.',
  'Appraisers draw cap rates from the market by dividing the NOI of comparable income properties by their sale prices.',
  'NOI is figured before any mortgage payments, so the same building has the same cap rate whoever owns it and however it is financed.',
];

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const investor = person(rng);
  const property = rng.pick(INCOME_PROPERTIES);
  const variant = rng.pick(['value', 'value-from-income', 'rate'] as const);
  const common = { memoryHint: rng.pick(HINTS), funFact: rng.pick(FACTS) };

  if (variant === 'value') {
    const noi = rng.step(18_000, 240_000, 100);
    const ratePct = rng.pick([5, 5.5, 6, 6.25, 6.5, 7, 7.25, 7.5, 8, 8.5, 9, 9.5, 10]);
    const r = percentToDecimal(ratePct);
    const value = noi / r;
    const distractors: Distractor[] = [
      {
        text: formatMoney(noi * r),
        why: 'multiplies NOI by the rate (value = NOI x rate) when value = NOI / rate',
      },
      {
        text: formatMoney(value / 10),
        why: `misplaces the decimal, using ${cleanFloat(r * 10)} for ${formatRate(ratePct)}`,
      },
      {
        text: formatMoney(value * 10),
        why: `misplaces the decimal, using ${cleanFloat(r / 10)} for ${formatRate(ratePct)}`,
      },
      {
        text: formatMoney(value * 12),
        why: 'treats the annual NOI as a monthly figure and multiplies by 12',
      },
    ];
    return buildMathQuestion(capRate, seed, rng, {
      variant,
      givens: { noi, ratePct },
      difficulty: 2,
      stem:
        `${investor.full} is looking at ${property} that produces net operating income of ${formatDollars(noi)} a ` +
        `year. Similar properties are selling at ${article(formatRate(ratePct))} ${formatRate(ratePct)} capitalization rate. What value does ` +
        'direct capitalization indicate?',
      correct: formatMoney(value),
      distractors,
      near: { value, format: formatMoney },
      steps: `Value = NOI / cap rate = ${formatDollars(noi)} / ${r} = ${formatMoney(value)}. The rate goes in as a decimal: ${formatRate(ratePct)} = ${r}.`,
      ...common,
    });
  }

  if (variant === 'value-from-income') {
    const pgi = rng.step(60_000, 400_000, 1_000);
    const vacancyPct = rng.pick([3, 4, 5, 6, 7, 8, 10]);
    const egi = (pgi * (100 - vacancyPct)) / 100;
    const expenses = roundToStep(egi * rng.pick([0.3, 0.35, 0.38, 0.4, 0.42, 0.45]), 100);
    const noi = egi - expenses;
    const ratePct = rng.pick([5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9]);
    const r = percentToDecimal(ratePct);
    const value = noi / r;
    const distractors: Distractor[] = [
      {
        text: formatMoney((pgi - expenses) / r),
        why: 'skips the vacancy and collection loss and capitalizes too much income',
      },
      {
        text: formatMoney(egi / r),
        why: 'capitalizes effective gross income, forgetting to subtract operating expenses',
      },
      { text: formatMoney(noi * r), why: 'multiplies NOI by the rate when value = NOI / rate' },
      {
        text: formatMoney((egi + expenses) / r),
        why: 'adds the operating expenses instead of subtracting them',
      },
    ];
    return buildMathQuestion(capRate, seed, rng, {
      variant,
      givens: { pgi, vacancyPct, expenses, ratePct },
      difficulty: 4,
      stem:
        `${investor.full} is appraising ${property}. At full occupancy the rents would total ${formatDollars(pgi)} a ` +
        `year; the market supports a ${vacancyPct}% vacancy and collection loss, and operating expenses run ` +
        `${formatDollars(expenses)} a year. Using ${article(formatRate(ratePct))} ${formatRate(ratePct)} capitalization rate, what is the indicated value?`,
      correct: formatMoney(value),
      distractors,
      near: { value, format: formatMoney },
      steps:
        `Effective gross income = ${formatDollars(pgi)} x (100% - ${vacancyPct}%) = ${formatMoney(egi)}. ` +
        `NOI = ${formatMoney(egi)} - ${formatDollars(expenses)} = ${formatMoney(noi)}. ` +
        `Value = ${formatMoney(noi)} / ${r} = ${formatMoney(value)}.`,
      ...common,
    });
  }

  const gross = rng.step(50_000, 360_000, 1_000);
  const expenses = roundToStep(gross * rng.pick([0.3, 0.35, 0.4, 0.45]), 100);
  const noi = gross - expenses;
  const price = Math.max(150_000, roundToStep(noi / (rng.step(5, 10, 0.25) / 100), 5_000));
  const ratePct = (noi / price) * 100;
  const distractors: Distractor[] = [
    {
      text: formatPercent((gross / price) * 100),
      why: 'divides gross income by the price; a cap rate uses net operating income',
    },
    {
      text: formatPercent(((gross + expenses) / price) * 100),
      why: 'adds the operating expenses instead of subtracting them',
    },
    {
      text: formatPercent((expenses / price) * 100),
      why: 'divides the operating expenses, not the net income, by the price',
    },
    {
      text: formatPercent((noi / (price - noi)) * 100),
      why: 'divides by the price minus the NOI instead of by the full price',
    },
  ];
  return buildMathQuestion(capRate, seed, rng, {
    variant,
    givens: { gross, expenses, price },
    difficulty: 3,
    stem:
      `${investor.full} bought ${property} for ${formatDollars(price)}. It collects ${formatDollars(gross)} a year ` +
      `in rent after vacancies, and operating expenses are ${formatDollars(expenses)} a year. What capitalization ` +
      'rate did the purchase reflect, to two decimal places?',
    correct: formatPercent(ratePct),
    distractors,
    near: { value: ratePct, format: (n) => formatPercent(n) },
    steps:
      `NOI = ${formatDollars(gross)} - ${formatDollars(expenses)} = ${formatMoney(noi)}. ` +
      `Cap rate = NOI / price = ${formatMoney(noi)} / ${formatDollars(price)} = ${(noi / price).toFixed(6)}, ` +
      `or ${formatPercent(ratePct)}.`,
    ...common,
  });
}

export const capRate: MathFamily = {
  id: ID,
  version: 1,
  title: 'Capitalization rate (value = NOI / rate)',
  conceptId: 'fin-income-approach',
  topics: MATH_TOPICS,
  generate,
};
