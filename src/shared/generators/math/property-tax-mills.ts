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

const ID = 'property-tax-mills';

const HINTS = [
  'Mills / 1,000 = the decimal rate. 1 mill = $1 per $1,000 of assessed value = 0.001.',
  'Market value x assessment ratio = assessed value; minus exemptions = taxable value; x mills / 1,000 = tax.',
  'A mill is a tenth of a cent: 25 mills = 2.5 cents per dollar = 2.5%.',
];

const FACTS = [
  '"Mill" comes from the Latin millesimum, a thousandth: one mill is a tenth of a cent.',
  "Some states' homestead rules also cap how fast the assessed value of an owner's main home can rise each year.",
  'Property taxes are ad valorem taxes, charged according to value, and they are a major source of money for local schools.',
];

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const owner = person(rng);
  const home = rng.pick(HOMES);
  const marketValue = rng.step(150_000, 900_000, 1_000);
  const assessmentPct = rng.pick([100, 80, 60, 50, 40, 35]);
  const assessed = (marketValue * assessmentPct) / 100;
  const exemptionPick = rng.pick([0, 0, 25_000, 50_000]);
  const exemption = exemptionPick * 2 < assessed ? exemptionPick : 0;
  const mills = rng.step(12, 45, 0.5);
  const taxable = assessed - exemption;
  const tax = (taxable * mills) / 1_000;
  const millsText = formatNumberTrim(mills, 1);

  const stem =
    `${owner.full} owns ${home} with a market value of ${formatDollars(marketValue)}. The county assesses homes ` +
    `at ${assessmentPct}% of market value` +
    (exemption > 0
      ? `, and ${owner.first} qualifies for a ${formatDollars(exemption)} homestead exemption off the assessed value`
      : '') +
    `. The tax rate is ${millsText} mills. What is the annual property tax?`;
  const steps =
    `Assessed value = ${formatDollars(marketValue)} x ${assessmentPct}% = ${formatMoney(assessed)}. ` +
    (exemption > 0
      ? `Taxable value = ${formatMoney(assessed)} - ${formatDollars(exemption)} exemption = ${formatMoney(taxable)}. `
      : '') +
    `${millsText} mills = ${millsText} / 1,000 = ${formatNumberTrim(mills / 1_000, 4)}. ` +
    `Tax = ${formatMoney(taxable)} x ${formatNumberTrim(mills / 1_000, 4)} = ${formatMoney(tax)}.`;

  const distractors: Distractor[] = [
    {
      text: formatMoney((taxable * mills) / 100),
      why: `treats ${millsText} mills as ${millsText}%; a mill is a thousandth, so divide by 1,000, not 100`,
    },
    {
      text: formatMoney(((marketValue - exemption) * mills) / 1_000),
      why: 'applies the rate to market value instead of the assessed value',
    },
    {
      text: formatMoney((assessed * mills) / 1_000),
      why: 'forgets to subtract the homestead exemption',
    },
    {
      text: formatMoney((((marketValue - exemption) * assessmentPct) / 100) * (mills / 1_000)),
      why: 'subtracts the exemption from market value before applying the assessment ratio',
    },
    {
      text: formatMoney((taxable * mills) / 10_000),
      why: 'divides the mill rate by 10,000 instead of 1,000',
    },
  ];

  return buildMathQuestion(propertyTaxMills, seed, rng, {
    variant: exemption > 0 ? 'with-exemption' : 'no-exemption',
    givens:
      exemption > 0
        ? { marketValue, assessmentPct, exemption, mills }
        : { marketValue, assessmentPct, mills },
    difficulty: 2 + (assessmentPct < 100 ? 1 : 0) + (exemption > 0 ? 1 : 0),
    stem,
    correct: formatMoney(tax),
    distractors,
    near: { value: tax, format: formatMoney },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const propertyTaxMills: MathFamily = {
  id: ID,
  version: 1,
  title: 'Property tax from assessed value and mill rate',
  conceptId: 'fin-property-taxes',
  topics: MATH_TOPICS,
  generate,
};
