import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Question, type State, StatesFile } from '@shared/content/schemas';
import { parseYaml } from '@shared/content/yaml';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE_FACTS,
  generateStateFactQuestions,
  type StateFact,
  type StateFactQuestion,
  stateFactQuestionsFor,
  stateFacts,
} from './state-facts';

const states: State[] = StatesFile.parse(
  parseYaml(
    readFileSync(fileURLToPath(new URL('../../../content/states/states.yaml', import.meta.url)), 'utf8'),
  ),
);
const byCode = new Map(states.map((s) => [s.id, s]));
const stateOf = (q: StateFactQuestion) => byCode.get(q.state) as State;

/** Everything the data supports, every fact, one seed. */
const all = (seed: number) => generateStateFactQuestions(states, { count: 10_000, seed, facts: stateFacts });

// Display forms, written out here independently of the generator.
const hours = (v: number) => `${v} hours`;
const renewal = (v: number) => (v === 1 ? 'Every year' : `Every ${v} years`);
const pair = (s: State) => `${s.examProvider}, with ${s.passingPercentage}% needed to pass`;
const firstPart = (body: string) => body.split(',')[0]?.trim() ?? body;

/** The state's own value of a fact, as the right option should show it (a list for requirements). */
function rightValues(s: State, fact: StateFact): string[] {
  switch (fact) {
    case 'regulatoryBody':
      return [firstPart(s.regulatoryBody)];
    case 'preEducationHours':
      return [hours(s.preEducationHours)];
    case 'continuingEducationHours':
      return [hours(s.continuingEducationHours)];
    case 'licenseRenewalYears':
      return [renewal(s.licenseRenewalYears)];
    case 'examProviderAndPassing':
      return [pair(s)];
    case 'specialRequirement':
      return s.specialRequirements;
  }
}

/** Is `wrong` a value some OTHER state has for this fact (and not this state's value)? */
function fromAnotherState(target: State, fact: StateFact, wrong: string): boolean {
  if (rightValues(target, fact).includes(wrong)) return false;
  return states.some((o) => {
    if (o.id === target.id) return false;
    if (fact !== 'regulatoryBody') return rightValues(o, fact).includes(wrong);
    // An agency name from another state, recast with this state's name.
    if (!wrong.startsWith(`${target.name} `)) return false;
    const core = wrong.slice(target.name.length + 1);
    const theirs = firstPart(o.regulatoryBody);
    return theirs === `${o.name} ${core}` || theirs === `${o.name} State ${core}`;
  });
}

const FIELDS: Record<StateFact, string[]> = {
  regulatoryBody: ['regulatoryBody'],
  preEducationHours: ['preEducationHours'],
  continuingEducationHours: ['continuingEducationHours'],
  licenseRenewalYears: ['licenseRenewalYears'],
  examProviderAndPassing: ['examProvider', 'passingPercentage'],
  specialRequirement: ['specialRequirements'],
};

describe('state-fact questions over the real 50-state data', () => {
  const questions = all(11);

  it('produces many valid questions of every fact', () => {
    expect(questions.length).toBeGreaterThan(250);
    for (const fact of stateFacts)
      expect(
        questions.some((q) => q.fact === fact),
        fact,
      ).toBe(true);
    for (const q of questions) {
      expect(Question.safeParse(q).success, q.id).toBe(true);
      expect(q.concept).toBe('law-license-law');
      expect(q.topics).toEqual(['pv-practice', 'psi-practice']);
      expect(byCode.has(q.state)).toBe(true);
      expect(q.id).toMatch(new RegExp(`^state-${q.state.toLowerCase()}-[a-z0-9-]+-11$`));
    }
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
  });

  it("marks as right the value in the state's own data", () => {
    for (const q of questions) {
      const right = q.options[q.answer] as string;
      expect(rightValues(stateOf(q), q.fact), q.id).toContain(right);
    }
  });

  it('takes every distractor from another state, distinct from the answer and each other', () => {
    for (const q of questions) {
      expect(new Set(q.options.map((o) => o.toLowerCase())).size, q.id).toBe(4);
      for (const [i, o] of q.options.entries()) {
        if (i === q.answer) continue;
        expect(fromAnotherState(stateOf(q), q.fact, o), `${q.id}: ${o}`).toBe(true);
      }
    }
  });

  it('never asks about a field the state marks unconfirmed', () => {
    for (const q of questions) {
      const unconfirmed = stateOf(q).unconfirmed;
      for (const field of FIELDS[q.fact]) expect(unconfirmed, `${q.id} uses ${field}`).not.toContain(field);
    }
    // And the data really has unconfirmed fields that were skipped.
    const skipped = states.filter((s) => s.unconfirmed.includes('preEducationHours'));
    expect(skipped.length).toBeGreaterThan(0);
    for (const s of skipped) {
      expect(questions.some((q) => q.state === s.id && q.fact === 'preEducationHours')).toBe(false);
    }
  });

  it('never offers a requirement the state itself lists as a wrong answer', () => {
    for (const q of questions.filter((x) => x.fact === 'specialRequirement')) {
      const own = stateOf(q).specialRequirements;
      q.options.forEach((o, i) => {
        if (i !== q.answer) expect(own, q.id).not.toContain(o);
      });
    }
  });

  it('keeps agency distractors away from commissions and boards when the answer is a department', () => {
    for (const q of questions.filter((x) => x.fact === 'regulatoryBody')) {
      const right = q.options[q.answer] as string;
      if (/commission|board/i.test(right)) continue;
      q.options.forEach((o, i) => {
        if (i !== q.answer) expect(o, q.id).not.toMatch(/commission|board/i);
      });
    }
  });

  it('says the figure comes from the state data and names the body to confirm with', () => {
    for (const q of questions) {
      const s = stateOf(q);
      expect(q.explanation, q.id).toContain(`data for ${s.name}`);
      expect(q.explanation, q.id).toContain(`confirm`);
      expect(q.explanation, q.id).toContain(s.regulatoryBody);
    }
  });

  it('spreads the right answer over all four positions', () => {
    const counts = [0, 0, 0, 0];
    for (const q of questions) counts[q.answer] = (counts[q.answer] ?? 0) + 1;
    for (const c of counts) {
      expect(c / questions.length).toBeGreaterThan(0.15);
      expect(c / questions.length).toBeLessThan(0.35);
    }
  });
});

describe('generateStateFactQuestions options', () => {
  it('is deterministic by seed, and the seed changes the selection', () => {
    const a = generateStateFactQuestions(states, { count: 20, seed: 5 });
    const b = generateStateFactQuestions(states, { count: 20, seed: 5 });
    const c = generateStateFactQuestions(states, { count: 20, seed: 6 });
    expect(a).toEqual(b);
    expect(a).toHaveLength(20);
    expect(c.map((q) => `${q.state}:${q.fact}`)).not.toEqual(a.map((q) => `${q.state}:${q.fact}`));
  });

  it('rebuilds a question identically from its id, whatever else was asked for', () => {
    const tx = generateStateFactQuestions(states, { stateCode: 'TX', count: 50, seed: 9 });
    const everywhere = generateStateFactQuestions(states, { count: 10_000, seed: 9 });
    for (const q of tx) expect(everywhere.find((x) => x.id === q.id)).toEqual(q);
  });

  it('limits to one state when stateCode is given', () => {
    // New York has every fact confirmed (content/states/states.yaml lists none unconfirmed).
    const ny = generateStateFactQuestions(states, { stateCode: 'NY', count: 50, seed: 1 });
    expect(ny.length).toBeGreaterThanOrEqual(5);
    expect(ny.every((q) => q.state === 'NY')).toBe(true);
    expect(generateStateFactQuestions(states, { stateCode: 'NY', count: 2, seed: 1 })).toHaveLength(2);
  });

  it('returns what the data supports when count is larger, and nothing for an unknown state', () => {
    const ak = generateStateFactQuestions(states, { stateCode: 'AK', count: 100, seed: 1 });
    // Alaska marks continuing education hours and special requirements unconfirmed.
    expect(ak.map((q) => q.fact).sort()).toEqual([
      'licenseRenewalYears',
      'preEducationHours',
      'regulatoryBody',
    ]);
    expect(
      generateStateFactQuestions(
        states.filter((s) => s.id !== 'AK'),
        { stateCode: 'AK', count: 5, seed: 1 },
      ),
    ).toEqual([]);
    expect(generateStateFactQuestions(states, { count: 0, seed: 1 })).toEqual([]);
  });

  it('rejects a bad seed or count', () => {
    expect(() => generateStateFactQuestions(states, { count: 5, seed: -1 })).toThrow(RangeError);
    expect(() => generateStateFactQuestions(states, { count: 5, seed: 1.5 })).toThrow(RangeError);
    expect(() => generateStateFactQuestions(states, { count: -1, seed: 1 })).toThrow(RangeError);
  });

  it('leaves the exam provider and passing score out by default', () => {
    expect(DEFAULT_STATE_FACTS).not.toContain('examProviderAndPassing');
    const q = generateStateFactQuestions(states, { count: 10_000, seed: 2 });
    expect(q.some((x) => x.fact === 'examProviderAndPassing')).toBe(false);
    const only = generateStateFactQuestions(states, {
      count: 10_000,
      seed: 2,
      facts: ['examProviderAndPassing'],
    });
    // One per state whose provider and pass mark are both confirmed (PA's provider is not: pa.gov moved
    // its exam from PSI to Pearson VUE, see content/states/states.yaml).
    const confirmed = states.filter(
      (st) => !st.unconfirmed.includes('examProvider') && !st.unconfirmed.includes('passingPercentage'),
    );
    expect(confirmed.length).toBe(49);
    expect(only).toHaveLength(confirmed.length);
    expect(only.some((x) => x.state === 'PA')).toBe(false);
  });

  it('skips every fact whose field a state marks unconfirmed (synthetic state)', () => {
    const base = byCode.get('TX') as State;
    const doubtful: State = {
      ...base,
      unconfirmed: ['regulatoryBody', 'preEducationHours', 'continuingEducationHours', 'licenseRenewalYears'],
    };
    const data = states.map((s) => (s.id === 'TX' ? doubtful : s));
    const facts = stateFactQuestionsFor(doubtful, data, 3, stateFacts).map((q) => q.fact);
    expect(facts).not.toContain('regulatoryBody');
    expect(facts).not.toContain('preEducationHours');
    expect(facts).not.toContain('continuingEducationHours');
    expect(facts).not.toContain('licenseRenewalYears');
    expect(facts).toContain('specialRequirement');
    expect(facts).toContain('examProviderAndPassing');

    const passingDoubtful: State = { ...base, unconfirmed: ['passingPercentage', 'specialRequirements'] };
    const rest = stateFactQuestionsFor(passingDoubtful, data, 3, stateFacts).map((q) => q.fact);
    expect(rest).not.toContain('examProviderAndPassing');
    expect(rest).not.toContain('specialRequirement');
    expect(rest).toContain('preEducationHours');
  });

  it('skips a fact when other states offer fewer than three distinct wrong values', () => {
    // Five states that all require 60 hours: no question on pre-licensing hours is possible.
    const five = states.slice(0, 5).map((s) => ({ ...s, preEducationHours: 60, unconfirmed: [] }));
    for (const s of five) {
      const facts = stateFactQuestionsFor(s, five, 1, stateFacts).map((q) => q.fact);
      expect(facts).not.toContain('preEducationHours');
    }
  });
});
