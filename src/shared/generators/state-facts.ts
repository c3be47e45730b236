/**
 * Questions about one state's licensing facts, built from the 50-state data (content/states/states.yaml).
 *
 * Rules:
 * - The right answer is the state's own value; the three wrong ones are values other states have
 *   (distinct from the right answer and from each other). A fact with fewer than three usable
 *   other-state values gets no question.
 * - A fact whose field the state lists in `unconfirmed` gets no question.
 * - Every explanation says the figure comes from the state data and names the regulatory body to
 *   confirm it with.
 * - Each question is rebuilt exactly from its id (`state-<code>-<fact>-<seed>`), because its random
 *   choices are seeded by that id.
 */
import type { Question, State } from '@shared/content/schemas';
import type { StateCode } from '@shared/domain/states';
import { formatNumberTrim } from './money';
import { createRng, type Rng } from './random';

export const stateFacts = [
  'regulatoryBody',
  'preEducationHours',
  'continuingEducationHours',
  'licenseRenewalYears',
  'examProviderAndPassing',
  'specialRequirement',
] as const;
export type StateFact = (typeof stateFacts)[number];

/**
 * The facts generated unless the caller asks otherwise. `examProviderAndPassing` is left out: the
 * header of states.yaml says examProvider and passingPercentage follow the product spec's rule
 * "even where a state's actual vendor or cut score differs", so drilling learners on them could
 * teach a wrong fact. Pass `facts: stateFacts` to include it anyway.
 */
export const DEFAULT_STATE_FACTS: readonly StateFact[] = stateFacts.filter(
  (f) => f !== 'examProviderAndPassing',
);

/** The data fields each fact reads; if the state marks any of them unconfirmed, the fact is skipped. */
export const FACT_FIELDS: Record<StateFact, readonly (keyof State)[]> = {
  regulatoryBody: ['regulatoryBody'],
  preEducationHours: ['preEducationHours'],
  continuingEducationHours: ['continuingEducationHours'],
  licenseRenewalYears: ['licenseRenewalYears'],
  examProviderAndPassing: ['examProvider', 'passingPercentage'],
  specialRequirement: ['specialRequirements'],
};

const FACT_SLUGS: Record<StateFact, string> = {
  regulatoryBody: 'licensing-body',
  preEducationHours: 'prelicense-hours',
  continuingEducationHours: 'ce-hours',
  licenseRenewalYears: 'renewal-period',
  examProviderAndPassing: 'exam-provider',
  specialRequirement: 'requirement',
};

export type StateFactQuestion = Question & { state: StateCode; fact: StateFact };

export interface StateFactOptions {
  /** Only this state's questions; all states when omitted. */
  stateCode?: StateCode;
  /** How many questions at most (fewer when the data supports fewer). */
  count: number;
  /** A non-negative integer; the same seed and data give the same questions. */
  seed: number;
  /** Which facts to ask about; DEFAULT_STATE_FACTS when omitted. */
  facts?: readonly StateFact[];
}

const TOPICS: Question['topics'] = ['pv-practice', 'psi-practice'];

export function isConfirmed(state: State, fact: StateFact): boolean {
  const unconfirmed = state.unconfirmed ?? [];
  return FACT_FIELDS[fact].every((field) => !unconfirmed.includes(field));
}

// ---------- display forms ----------

export const hoursText = (n: number) => `${formatNumberTrim(n, 2)} hours`;
export const renewalText = (years: number) => (years === 1 ? 'Every year' : `Every ${years} years`);
export const providerText = (provider: string, passing: number) =>
  `${provider}, with ${passing}% needed to pass`;

/** The first part of an agency name, before any comma: the body itself rather than its parent. */
export const bodyName = (regulatoryBody: string) => (regulatoryBody.split(',')[0] ?? regulatoryBody).trim();

const STOP_WORDS = new Set(['of', 'and', 'the', 'state', 'for']);

function significantWords(name: string, stateName: string): Set<string> {
  const skip = new Set(stateName.toLowerCase().split(/\s+/));
  return new Set(
    name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w && !STOP_WORDS.has(w) && !skip.has(w)),
  );
}

const isSubset = (a: Set<string>, b: Set<string>) => [...a].every((w) => b.has(w));

/**
 * Another state's agency name recast for `target` ("Texas Real Estate Commission" -> "Ohio Real Estate
 * Commission"), or null when the name does not start with the state's name.
 */
export function recastBodyName(other: State, target: State): string | null {
  const first = bodyName(other.regulatoryBody);
  if (!first.startsWith(`${other.name} `)) return null;
  const core = first
    .slice(other.name.length + 1)
    .replace(/^State\s+/, '')
    .trim();
  return core ? `${target.name} ${core}` : null;
}

/**
 * Wrong agency names for `target`, shaped like other states' agencies. To avoid a "wrong" choice that
 * is really a true name or a near-synonym of the right one:
 * - only real-estate names (containing "Real Estate" or "Realty") are used, never umbrella
 *   departments such as a department of commerce, which may well be the parent agency;
 * - a name whose words are all in the right answer's full name (or the reverse) is dropped, so
 *   "Nevada Division of Real Estate" never sits beside "Nevada Real Estate Division";
 * - when the right answer is a department, division or agency, commission and board names are
 *   dropped, since many such states also have a real commission or board with a role in licensing;
 * - two names with the same words in another order count once.
 */
export function bodyDistractorPool(target: State, states: readonly State[]): string[] {
  const right = bodyName(target.regulatoryBody);
  const rightWords = significantWords(target.regulatoryBody, target.name);
  const rightFirstWords = significantWords(right, target.name);
  const rightIsCommission = /commission|board/i.test(right);
  const seen = new Set<string>();
  const pool: string[] = [];
  for (const other of states) {
    if (other.id === target.id) continue;
    const candidate = recastBodyName(other, target);
    if (!candidate || candidate === right) continue;
    if (!/real estate|realty/i.test(candidate)) continue;
    if (!rightIsCommission && /commission|board/i.test(candidate)) continue;
    const words = significantWords(candidate, target.name);
    if (isSubset(words, rightWords) || isSubset(rightFirstWords, words)) continue;
    const key = [...words].sort().join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    pool.push(candidate);
  }
  return pool;
}

/** Requirements never used as wrong answers: nearly every state has them, listed or not. */
const UNIVERSAL_REQUIREMENT = /background check|fingerprint/i;
const AGE_REQUIREMENT = /minimum age/i;

/**
 * Wrong "extra requirement" choices for `target`: requirements other states list that `target` does
 * not. An age requirement is used only when `target` lists a different age (a clear contradiction);
 * background checks and fingerprinting are never used (their absence from a list proves nothing).
 */
export function requirementDistractorPool(target: State, states: readonly State[]): string[] {
  const own = new Set(target.specialRequirements.map((r) => r.toLowerCase()));
  const ownsAge = target.specialRequirements.some((r) => AGE_REQUIREMENT.test(r));
  const seen = new Set<string>();
  const pool: string[] = [];
  for (const other of states) {
    if (other.id === target.id) continue;
    for (const req of other.specialRequirements) {
      const key = req.toLowerCase();
      if (own.has(key) || seen.has(key)) continue;
      if (UNIVERSAL_REQUIREMENT.test(req)) continue;
      if (AGE_REQUIREMENT.test(req) && !ownsAge) continue;
      seen.add(key);
      pool.push(req);
    }
  }
  return pool;
}

/** Distinct other-state numbers for a numeric field, nearest to the right value first. */
function numericPool(target: State, states: readonly State[], read: (s: State) => number): number[] {
  const right = read(target);
  const values = new Set<number>();
  for (const other of states) if (other.id !== target.id && read(other) !== right) values.add(read(other));
  return [...values].sort((a, b) => Math.abs(a - right) - Math.abs(b - right) || a - b);
}

// ---------- building one question ----------

interface Draft {
  fact: StateFact;
  /** Distinguishes several questions on one fact (one per listed requirement). */
  part?: number;
  stem: string;
  correct: string;
  /** Other-state values, already filtered; three are drawn at random from the first `nearest`. */
  pool: string[];
  nearest?: number;
  difficulty: number;
  explain: (wrong: string[]) => string;
  memoryHint: string;
}

const FUN_FACTS = [
  'There is no national real estate license: each state licenses its own salespeople, though some states recognize licenses from certain other states.',
  "Most state exams have two parts, a national portion on general real estate principles and a state portion on the state's own law, often scored separately.",
  'A salesperson works under a supervising broker; in most states a salesperson cannot operate independently or hold client money in their own name.',
  'Continuing education rules often name required topics, such as fair housing, agency or ethics, on top of elective hours.',
];

const capitalizeFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function confirmLine(state: State): string {
  return (
    `This figure comes from Homestead Prep's data for ${state.name}, and licensing rules change, so confirm the ` +
    `current requirement with the ${state.regulatoryBody}.`
  );
}

function drafts(state: State, states: readonly State[]): Draft[] {
  const out: Draft[] = [];
  const body = bodyName(state.regulatoryBody);

  out.push({
    fact: 'regulatoryBody',
    stem: `Which agency issues and renews real estate salesperson licenses in ${state.name}?`,
    correct: body,
    pool: bodyDistractorPool(state, states),
    difficulty: 2,
    explain: () =>
      `${state.name}'s data names the ${state.regulatoryBody} as the agency that issues and renews ` +
      'salesperson licenses. The other choices follow the pattern of ' +
      `agency names in other states, but none of them is the agency in ${state.name}. ` +
      `This comes from Homestead Prep's data for ${state.name}; agencies are sometimes reorganized and renamed, ` +
      `so confirm it on the ${state.regulatoryBody}'s own website.`,
    memoryHint:
      "Write the agency's full name on a flashcard: every application, renewal and complaint goes through it.",
  });

  const pre = state.preEducationHours;
  out.push({
    fact: 'preEducationHours',
    stem: `How many hours of pre-licensing education must a new real estate salesperson complete in ${state.name}?`,
    correct: hoursText(pre),
    pool: numericPool(state, states, (s) => s.preEducationHours).map(hoursText),
    nearest: 6,
    difficulty: 3,
    explain: (wrong) =>
      `${state.name} requires ${hoursText(pre)} of approved pre-licensing education before a salesperson ` +
      `license can be issued. ${wrong.join(', ')} are what other states require. ${confirmLine(state)}`,
    memoryHint: `Picture the schedule: ${hoursText(pre)} is about ${formatNumberTrim(pre / 40, 1)} weeks of full-time class at 40 hours a week.`,
  });

  const ce = state.continuingEducationHours;
  const renewalKnown = isConfirmed(state, 'licenseRenewalYears');
  out.push({
    fact: 'continuingEducationHours',
    stem: `How many hours of continuing education must a real estate salesperson in ${state.name} complete for each license renewal?`,
    correct: hoursText(ce),
    pool: numericPool(state, states, (s) => s.continuingEducationHours).map(hoursText),
    nearest: 6,
    difficulty: 3,
    explain: (wrong) =>
      `${state.name} requires ${hoursText(ce)} of continuing education for each renewal` +
      (renewalKnown ? ` (${renewalText(state.licenseRenewalYears).toLowerCase()})` : '') +
      `. ${wrong.join(', ')} are other states' requirements. ${confirmLine(state)}`,
    memoryHint:
      renewalKnown && state.licenseRenewalYears > 1
        ? `${hoursText(ce)} over a ${state.licenseRenewalYears}-year license is about ${formatNumberTrim(ce / state.licenseRenewalYears, 1)} hours a year; spread it out.`
        : 'Put the CE total next to your renewal date in your calendar so it never becomes a last-minute scramble.',
  });

  const years = state.licenseRenewalYears;
  out.push({
    fact: 'licenseRenewalYears',
    stem: `How often must a real estate salesperson license in ${state.name} be renewed?`,
    correct: renewalText(years),
    pool: numericPool(state, states, (s) => s.licenseRenewalYears).map(renewalText),
    difficulty: 2,
    explain: (wrong) =>
      `In ${state.name}, a salesperson license runs ${years === 1 ? 'one year' : `${years} years`} between renewals. ` +
      `${capitalizeFirst(wrong.map((w) => w.toLowerCase()).join(', '))} are renewal periods used in other states. ${confirmLine(state)}`,
    memoryHint:
      'Set a reminder months before the renewal date: continuing education has to be finished first.',
  });

  const own = providerText(state.examProvider, state.passingPercentage);
  const pairs = new Set<string>();
  for (const other of states) {
    if (other.id === state.id) continue;
    const p = providerText(other.examProvider, other.passingPercentage);
    if (p !== own) pairs.add(p);
  }
  out.push({
    fact: 'examProviderAndPassing',
    stem: `Who administers the ${state.name} salesperson exam, and what score is needed to pass?`,
    correct: own,
    pool: [...pairs],
    difficulty: 3,
    explain: () =>
      `${state.name}'s data lists ${state.examProvider} as the exam provider and ${state.passingPercentage}% as ` +
      'the passing score. The other pairings are how other states are listed. ' +
      `This comes from Homestead Prep's data for ${state.name}; providers and cut scores change with new ` +
      `contracts, so confirm both with the ${state.regulatoryBody} before you book the exam.`,
    memoryHint:
      "The provider's candidate handbook has the passing score, ID rules and retake policy in one place.",
  });

  state.specialRequirements.forEach((req, i) => {
    out.push({
      fact: 'specialRequirement',
      part: i + 1,
      stem:
        'Besides the pre-licensing course and the exam, which of these is listed as a requirement for a ' +
        `salesperson license in ${state.name}?`,
      correct: req,
      pool: requirementDistractorPool(state, states),
      difficulty: 3,
      explain: (wrong) =>
        `${state.name}'s data lists these extra requirements: ${state.specialRequirements.join('; ')}. ` +
        `${wrong.join('; ')} appear for other states but not for ${state.name}. ` +
        `This comes from Homestead Prep's data for ${state.name} and may not be complete, so confirm the full ` +
        `current list with the ${state.regulatoryBody}.`,
      memoryHint:
        'Make a checklist: course, exam, and every extra item like this one must be done before the license issues.',
    });
  });

  return out;
}

function questionId(state: State, draft: Draft, seed: number): string {
  const part = draft.part ? `-${draft.part}` : '';
  return `state-${state.id.toLowerCase()}-${FACT_SLUGS[draft.fact]}${part}-${seed}`;
}

function build(state: State, draft: Draft, seed: number): StateFactQuestion | null {
  const distinct = [...new Set(draft.pool)].filter((v) => v.toLowerCase() !== draft.correct.toLowerCase());
  if (distinct.length < 3) return null;
  const id = questionId(state, draft, seed);
  const rng: Rng = createRng(id);
  const candidates = distinct.slice(0, Math.max(3, draft.nearest ?? distinct.length));
  const wrong = rng.sample(candidates, 3);
  const answer = rng.int(0, 3);
  const options = [...wrong];
  options.splice(answer, 0, draft.correct);
  return {
    id,
    concept: 'law-license-law',
    topics: [...TOPICS],
    difficulty: draft.difficulty,
    scenario: false,
    stem: draft.stem,
    options,
    answer,
    explanation: draft.explain(wrong),
    memoryHint: draft.memoryHint,
    funFact: rng.pick(FUN_FACTS),
    state: state.id,
    fact: draft.fact,
  };
}

/** Every question the data supports for one state and seed (facts limited to `facts`). */
export function stateFactQuestionsFor(
  state: State,
  states: readonly State[],
  seed: number,
  facts: readonly StateFact[] = DEFAULT_STATE_FACTS,
): StateFactQuestion[] {
  const out: StateFactQuestion[] = [];
  for (const draft of drafts(state, states)) {
    if (!facts.includes(draft.fact) || !isConfirmed(state, draft.fact)) continue;
    const q = build(state, draft, seed);
    if (q) out.push(q);
  }
  return out;
}

/**
 * Up to `count` state-fact questions, for one state or (without stateCode) across all states, in an
 * order shuffled by the seed. Returns fewer when the data supports fewer, and none for an unknown state.
 */
export function generateStateFactQuestions(
  states: readonly State[],
  { stateCode, count, seed, facts = DEFAULT_STATE_FACTS }: StateFactOptions,
): StateFactQuestion[] {
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new RangeError(`seed must be a non-negative integer: ${seed}`);
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a non-negative integer: ${count}`);
  const chosen = stateCode ? states.filter((s) => s.id === stateCode) : states;
  const pool = chosen.flatMap((s) => stateFactQuestionsFor(s, states, seed, facts));
  return createRng(`state-facts:${stateCode ?? 'all'}:${seed}`)
    .shuffle(pool)
    .slice(0, count);
}
