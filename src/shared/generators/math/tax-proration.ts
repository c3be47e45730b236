import { formatDollars, formatMoney } from '@shared/generators/money';
import {
  buildMathQuestion,
  type Distractor,
  familyRng,
  MATH_TOPICS,
  type MathFamily,
  type Person,
  people,
} from './build';

const ID = 'tax-proration';

const MONTHS = [
  ['January', 31],
  ['February', 28],
  ['March', 31],
  ['April', 30],
  ['May', 31],
  ['June', 30],
  ['July', 31],
  ['August', 31],
  ['September', 30],
  ['October', 31],
  ['November', 30],
  ['December', 31],
] as const;

const HINTS = [
  "Arrears: the seller owes the buyer for the seller's days. Advance: the buyer owes the seller for the buyer's days.",
  'Ask who has already paid for which days; the party who enjoyed days someone else paid for is debited.',
  'Annual amount / 365 x days, and round only the final figure. Then decide the direction before you pick.',
];

const FACTS = [
  'Some areas prorate with a 360-day "banker\'s year" of twelve 30-day months; an exam question tells you which method to use, and the two answers differ.',
  'In many areas property taxes are paid in arrears, so at closing the seller usually credits the buyer for the part of the year the seller owned the home.',
  'A proration moves money between buyer and seller only; it is a debit to one party and an equal credit to the other on the settlement statement.',
];

type Party = 'buyer' | 'seller';
const entry = (debit: Party, amount: number) =>
  `Debit ${debit}, credit ${debit === 'seller' ? 'buyer' : 'seller'} ${formatMoney(amount)}`;

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const [seller, buyer] = people(rng, 2) as [Person, Person];
  const annualTax = rng.step(1_800, 12_000, 10);
  const monthIndex = rng.int(1, 10); // February to November
  const [monthName, monthLength] = MONTHS[monthIndex] as (typeof MONTHS)[number];
  const closingDay = rng.int(1, monthLength);
  const paid = rng.pick(['arrears', 'advance'] as const);
  const owner: Party = rng.chance(0.75) ? 'buyer' : 'seller';

  let dayOfYear = closingDay;
  for (let m = 0; m < monthIndex; m++) dayOfYear += (MONTHS[m] as (typeof MONTHS)[number])[1];
  const sellerDays = owner === 'buyer' ? dayOfYear - 1 : dayOfYear;
  const buyerDays = 365 - sellerDays;

  // Paid in arrears: the seller owes the buyer for the seller's days. In advance: the buyer owes the
  // seller for the buyer's days.
  const payer: Party = paid === 'arrears' ? 'seller' : 'buyer';
  const days = payer === 'seller' ? sellerDays : buyerDays;
  const otherDays = 365 - days;
  const amount = (annualTax * days) / 365;

  // The 360-day slip: twelve 30-day months.
  const seller360 = monthIndex * 30 + (owner === 'buyer' ? closingDay - 1 : Math.min(closingDay, 30));
  const days360 = payer === 'seller' ? seller360 : 360 - seller360;
  const amount360 = (annualTax * days360) / 360;
  const wrongOwnerDays =
    owner === 'buyer' ? days + (payer === 'seller' ? 1 : -1) : days + (payer === 'seller' ? -1 : 1);

  const taxLine =
    paid === 'arrears'
      ? `Calendar-year property taxes of ${formatDollars(annualTax)} are paid in arrears, and this year's bill has not been paid yet.`
      : `${seller.first} has already paid this year's calendar-year property taxes of ${formatDollars(annualTax)} in full.`;
  const ownerLine =
    owner === 'buyer'
      ? 'the buyer owns the day of closing'
      : 'the contract gives the seller the day of closing';
  const stem =
    `${seller.full} is selling a house to ${buyer.full}. ${taxLine} Closing is on ${monthName} ${closingDay} in a ` +
    `year that is not a leap year, and ${ownerLine}. Using a 365-day year, which settlement entry is correct?`;

  const dayWord = (n: number) => (n === 1 ? 'day' : 'days');
  const steps =
    `${monthName} ${closingDay} is day ${dayOfYear} of the year. Because the ${owner} owns the closing day, the ` +
    `seller's ${dayWord(sellerDays)} number ${sellerDays} and the buyer's ${buyerDays} (together 365). ` +
    (paid === 'arrears'
      ? `The taxes are unpaid, so the seller owes the buyer for the seller's ${sellerDays} ${dayWord(sellerDays)}: `
      : `The seller prepaid the whole year, so the buyer reimburses the seller for the buyer's ${buyerDays} ${dayWord(buyerDays)}: `) +
    `${formatDollars(annualTax)} x ${days} / 365 = ${formatMoney(amount)}. ` +
    `That is a debit to the ${payer} and a credit to the ${payer === 'seller' ? 'buyer' : 'seller'}.`;

  const reversed: Party = payer === 'seller' ? 'buyer' : 'seller';
  const distractors: Distractor[] = [
    {
      text: entry(reversed, amount),
      why:
        paid === 'arrears'
          ? 'has the right amount but the wrong direction: unpaid taxes are owed by the seller, so the seller is debited'
          : 'has the right amount but the wrong direction: the seller paid ahead, so the buyer reimburses the seller',
    },
    {
      text: entry(payer, (annualTax * otherDays) / 365),
      why: `prorates the ${payer === 'seller' ? "buyer's" : "seller's"} ${otherDays} days instead of the ${payer}'s ${days}`,
    },
    {
      text: entry(payer, amount360),
      why: 'uses a 360-day year of 30-day months instead of the 365-day year the question asks for',
    },
    {
      text: entry(payer, (annualTax * wrongOwnerDays) / 365),
      why: 'gives the day of closing to the wrong party, so the day count is off by one',
    },
  ];

  return buildMathQuestion(taxProration, seed, rng, {
    variant: `${paid}-${owner}-owns-closing-day`,
    givens: { annualTax, closingMonth: monthName, closingDay, daysInYear: 365, paid, closingDayOwner: owner },
    difficulty: owner === 'buyer' ? 3 : 4,
    stem,
    correct: entry(payer, amount),
    distractors,
    near: { value: amount, format: (n) => entry(payer, n) },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const taxProration: MathFamily = {
  id: ID,
  version: 1,
  title: 'Property tax proration (365-day year)',
  conceptId: 'fin-prorations',
  topics: MATH_TOPICS,
  generate,
};
