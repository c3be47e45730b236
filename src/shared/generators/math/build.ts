/**
 * Shared plumbing for the math question families: the question type, names for the scenarios, and
 * the builder that places the correct option, picks distinct distractors and writes the explanation.
 * Not a family itself (index.ts lists the families).
 */
import type { OutlineTopicId, Question } from '@shared/content/schemas';
import { balancedAnswerPosition, createRng, type Rng } from '@shared/generators/random';

/** The figures a question states, in the units the stem uses (percent as 6.5, not 0.065). */
export type Givens = Record<string, number | string>;

export type MathQuestion = Question & {
  /** The family id (also inside `id`). */
  family: string;
  /** Which form of the family's question this is (e.g. 'max-loan' or 'down-payment'). */
  variant: string;
  /** The numbers in the stem, so a checker can recompute the answer without parsing prose. */
  givens: Givens;
};

export const MATH_TOPICS: readonly OutlineTopicId[] = ['pv-math', 'psi-math'];

export interface MathFamily {
  /** kebab-case; questions are `math-<id>-<seed>` (version 1) or `math-<id>-v<version>-<seed>`. */
  id: string;
  /**
   * The version of this family's output. Ids are stored in learners' answers and review states and
   * regenerated later, so any change to what `generate` returns for a seed bumps this, and the old
   * generator moves to `previous` (golden.json holds three outputs per version and fails otherwise).
   */
  version: number;
  /** Earlier versions' generators, so their ids still rebuild the question the learner saw. */
  previous?: Readonly<Record<number, (seed: number) => MathQuestion>>;
  title: string;
  conceptId: string;
  topics: readonly OutlineTopicId[];
  /** Deterministic: the same seed (a non-negative safe integer) always gives the same question. */
  generate(seed: number): MathQuestion;
}

/** A wrong option and the mistake that produces it ("uses the price instead of the loan"). */
export interface Distractor {
  text: string;
  /** A verb phrase completing "This wrong answer ...": e.g. "multiplies by the price instead of the loan". */
  why: string;
}

export interface Draft {
  variant: string;
  givens: Givens;
  difficulty: number;
  stem: string;
  correct: string;
  /**
   * Wrong options built from real mistakes, most tempting first. The first one that survives
   * de-duplication is named in the explanation; the rest are drawn in random order.
   */
  distractors: Distractor[];
  /** The correct value and its formatter, for near-miss fillers when mistakes coincide. */
  near: { value: number; format: (n: number) => string };
  /** Worked steps with the numbers, complete sentences. */
  steps: string;
  memoryHint: string;
  funFact: string;
}

/** The id of a generated question: the family, its output version (left out for 1) and the seed. */
export function mathQuestionId(familyId: string, version: number, seed: number) {
  return version === 1 ? `math-${familyId}-${seed}` : `math-${familyId}-v${version}-${seed}`;
}

export function assertSeed(seed: number): void {
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new RangeError(`a question seed must be a non-negative safe integer, got ${seed}`);
  }
}

/** The generator's random stream for one family and seed. */
export function familyRng(familyId: string, seed: number): Rng {
  assertSeed(seed);
  return createRng(`math:${familyId}:${seed}`);
}

const NEAR_FACTORS = [1.1, 0.9, 1.25, 0.8, 1.5, 0.5, 2, 1.05, 0.95];

function fold(s: string): string {
  return s.trim().toLowerCase();
}

export function buildMathQuestion(
  family: Pick<MathFamily, 'id' | 'version' | 'conceptId' | 'topics'>,
  seed: number,
  rng: Rng,
  draft: Draft,
): MathQuestion {
  const seen = new Set([fold(draft.correct)]);
  const chosen: Distractor[] = [];
  const [first, ...rest] = draft.distractors;
  const ordered = first ? [first, ...rng.shuffle(rest)] : [];
  for (const d of ordered) {
    if (chosen.length === 3) break;
    // A negative amount is never a believable answer choice.
    if (seen.has(fold(d.text)) || d.text.includes('-$')) continue;
    seen.add(fold(d.text));
    chosen.push(d);
  }
  for (const f of NEAR_FACTORS) {
    if (chosen.length === 3) break;
    const text = draft.near.format(draft.near.value * f);
    if (seen.has(fold(text)) || text.includes('-$')) continue;
    seen.add(fold(text));
    chosen.push({ text, why: 'is an arithmetic slip somewhere in the steps' });
  }
  if (chosen.length < 3)
    throw new Error(`${family.id} seed ${seed}: could not build three distinct distractors`);

  const answer = balancedAnswerPosition(family.id, seed);
  const wrong = rng.shuffle(chosen.map((d) => d.text));
  const options: string[] = [];
  for (let i = 0; i < 4; i++) options.push(i === answer ? draft.correct : (wrong.shift() as string));

  const [tempting, other] = chosen as [Distractor, Distractor, Distractor];
  const explanation =
    `${draft.steps} The most tempting wrong choice, ${tempting.text}, ${tempting.why}.` +
    (other.why.startsWith('is an arithmetic slip') ? '' : ` Another trap: ${other.text} ${other.why}.`);

  return {
    id: mathQuestionId(family.id, family.version, seed),
    concept: family.conceptId,
    topics: [...family.topics],
    difficulty: Math.min(5, Math.max(1, Math.round(draft.difficulty))),
    scenario: true,
    stem: draft.stem,
    options,
    answer,
    explanation,
    memoryHint: draft.memoryHint,
    funFact: draft.funFact,
    family: family.id,
    variant: draft.variant,
    givens: draft.givens,
  };
}

// ---------- people in the scenarios ----------

const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Wei',
  'Carlos',
  'Priya',
  'Dmitri',
  'Keisha',
  'Tomás',
  'Hannah',
  'Kwame',
  'Mei',
  'Rosa',
  'Omar',
  'Grace',
  'Jamal',
  'Ingrid',
  'Luis',
  'Fatima',
  'Ethan',
  'Nadia',
  'Samuel',
  'Yuki',
  'Leah',
  'Andre',
  'Sofia',
  'Raj',
  'Brianna',
  'Marcus',
  'Elena',
] as const;

const LAST_NAMES = [
  'Alvarez',
  'Okafor',
  'Chen',
  'Patel',
  'Nguyen',
  'Johnson',
  'Kowalski',
  'Haddad',
  'Martinez',
  'Brooks',
  'Lindqvist',
  'Washington',
  'Tanaka',
  'Rivera',
  'Mensah',
  'Goldberg',
  'Sullivan',
  'Ramirez',
  'Park',
  'Ibrahim',
  'Fischer',
  'Delgado',
  'Thompson',
  'Yilmaz',
  'Carter',
  'Novak',
  'Baptiste',
  'Singh',
  'Morales',
  'Whitfield',
] as const;

export interface Person {
  first: string;
  last: string;
  full: string;
}

/** `count` people with different first and last names. */
export function people(rng: Rng, count: number): Person[] {
  const firsts = rng.sample(FIRST_NAMES, count);
  const lasts = rng.sample(LAST_NAMES, count);
  return firsts.map((first, i) => {
    const last = lasts[i] ?? 'Smith';
    return { first, last, full: `${first} ${last}` };
  });
}

export function person(rng: Rng): Person {
  return people(rng, 1)[0] as Person;
}

/**
 * "a" or "an" before a formatted figure, as it is read aloud: "an 8% rate", "an 18,000-square-foot",
 * "a 6% rate", "a 180-day". Works on the leading comma group: 8..., 11 and 18 are read with a vowel.
 */
export function article(figure: string): 'a' | 'an' {
  const lead = figure.replace(/^\$/, '').split(/[^\d]/)[0] ?? '';
  return lead.startsWith('8') || lead === '11' || lead === '18' ? 'an' : 'a';
}

/** Upper-case the first letter. */
export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Level monthly principal-and-interest payment on a fully amortized loan, unrounded. */
export function amortizedPayment(loan: number, annualRatePct: number, years: number): number {
  const i = annualRatePct / 100 / 12;
  const n = years * 12;
  if (i === 0) return loan / n;
  return (loan * i) / (1 - (1 + i) ** -n);
}

/** Everyday property descriptions, each with its article. No digits, so stems parse cleanly. */
export const HOMES = [
  'a three-bedroom ranch',
  'a brick colonial',
  'a craftsman bungalow',
  'a split-level house',
  'a lakeside cottage',
  'a corner-lot townhouse',
  'a two-story farmhouse',
  'a downtown condo',
  'a cape cod with a detached garage',
  'a mid-century ranch',
] as const;

export const INCOME_PROPERTIES = [
  'an apartment building',
  'a small office building',
  'a strip retail center',
  'a self-storage facility',
  'a mixed-use building with shops below apartments',
  'a fourplex',
  'a light-industrial warehouse',
] as const;
