import {
  formatDollars,
  formatMoney,
  formatRate,
  percentToDecimal,
  roundCents,
} from '@shared/generators/money';
import {
  amortizedPayment,
  buildMathQuestion,
  type Distractor,
  familyRng,
  MATH_TOPICS,
  type MathFamily,
  person,
} from './build';

const ID = 'amortized-interest';

const HINTS = [
  'Interest first: balance x annual rate / 12. Whatever is left of the payment is principal.',
  'Only the principal part of a payment reduces the balance.',
  'Early payments are mostly interest because interest is charged on the large unpaid balance.',
];

const FACTS = [
  'On a 30-year fixed loan at 6%, the principal part of the payment does not overtake the interest part until about year 19.',
  'At the same rate, a 15-year loan costs less than half the total interest of a 30-year loan.',
  'Mortgage interest is paid in arrears: the payment due on the first of a month covers the interest for the month before.',
];

function generate(seed: number) {
  const rng = familyRng(ID, seed);
  const borrower = person(rng);
  const loan = rng.step(100_000, 750_000, 1_000);
  const ratePct = rng.step(5, 7.875, 0.125);
  const years = rng.pick([15, 30, 30]);
  const payment = roundCents(amortizedPayment(loan, ratePct, years));
  const r = percentToDecimal(ratePct);
  const interest = (loan * r) / 12;
  const principal = payment - interest;
  const balance = loan - principal;
  const interest30of365 = (loan * r * 30) / 365;
  const evenPrincipal = loan / (years * 12);
  const variant = rng.pick(['interest', 'principal', 'balance'] as const);

  const setup =
    `${borrower.full} takes out a ${years}-year fixed-rate mortgage of ${formatDollars(loan)} at ${formatRate(ratePct)} ` +
    `interest. The monthly principal-and-interest payment is ${formatMoney(payment)}.`;
  const interestStep = `First month's interest = ${formatDollars(loan)} x ${r} / 12 = ${formatMoney(interest)}.`;
  const principalStep = `Principal = ${formatMoney(payment)} - ${formatMoney(interest)} = ${formatMoney(principal)}.`;

  let question: string;
  let steps: string;
  let correct: number;
  let distractors: Distractor[];
  if (variant === 'interest') {
    question = 'How much of the first payment is interest?';
    steps = `${interestStep} The rest of the payment, ${formatMoney(principal)}, goes to principal.`;
    correct = interest;
    distractors = [
      { text: formatMoney(principal), why: 'is the principal part of the payment, not the interest' },
      { text: formatMoney(loan * r), why: 'is a full year of interest; divide by 12 for one month' },
      {
        text: formatMoney(interest30of365),
        why: 'charges 30 days of a 365-day year; a monthly mortgage payment charges one-twelfth of the annual rate',
      },
      {
        text: formatMoney(evenPrincipal),
        why: 'divides the loan by the number of payments, which is neither interest nor principal',
      },
    ];
  } else if (variant === 'principal') {
    question = 'How much of the first payment reduces the principal?';
    steps = `${interestStep} ${principalStep}`;
    correct = principal;
    distractors = [
      { text: formatMoney(interest), why: 'is the interest part of the payment, not the principal' },
      {
        text: formatMoney(evenPrincipal),
        why: 'divides the loan by the number of payments, as if the principal were repaid in equal parts',
      },
      {
        text: formatMoney(payment - interest30of365),
        why: 'figures the interest on 30 days of a 365-day year instead of one-twelfth of the annual rate',
      },
      { text: formatMoney(payment), why: 'treats the whole payment as principal' },
    ];
  } else {
    question = 'What is the loan balance after the first payment?';
    steps = `${interestStep} ${principalStep} New balance = ${formatDollars(loan)} - ${formatMoney(principal)} = ${formatMoney(balance)}.`;
    correct = balance;
    distractors = [
      {
        text: formatMoney(loan - payment),
        why: 'subtracts the whole payment; only the principal part reduces the balance',
      },
      {
        text: formatMoney(loan - interest),
        why: "subtracts the interest, which is the lender's charge, not a repayment",
      },
      {
        text: formatMoney(loan - evenPrincipal),
        why: 'takes off an equal share of the loan as if principal were repaid in equal parts',
      },
      { text: formatMoney(loan + interest), why: "adds the month's interest and forgets the payment" },
    ];
  }

  return buildMathQuestion(amortizedInterest, seed, rng, {
    variant,
    givens: { years, loan, ratePct, payment },
    difficulty: variant === 'interest' ? 2 : 3,
    stem: `${setup} ${question}`,
    correct: formatMoney(correct),
    distractors,
    near: { value: correct, format: formatMoney },
    steps,
    memoryHint: rng.pick(HINTS),
    funFact: rng.pick(FACTS),
  });
}

export const amortizedInterest: MathFamily = {
  id: ID,
  version: 1,
  title: 'Interest and principal in an amortized payment',
  conceptId: 'fin-loan-structures',
  topics: MATH_TOPICS,
  generate,
};
