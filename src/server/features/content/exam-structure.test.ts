import { join } from 'node:path';
import {
  assembleExam,
  assemblePreview,
  blueprintIdFor,
  nationalAllocation,
  stateShareOf,
  verifyAssembly,
} from '@server/exam/assembly';
import type { PoolItem } from '@server/learning/question-pool';
import { stateTopicIds } from '@shared/content/schemas';
import { createRng } from '@shared/generators/random';
import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content';

const { content } = loadContent(join(import.meta.dirname, '..', '..', '..', '..', 'content'));
const blueprintOf = (exam: (typeof content.exams)[number]) =>
  content.blueprints.find((b) => b.id === blueprintIdFor(exam))!;

/** A pool with plenty of national items in every outline topic and state items for every state. */
function bigPool(stateBank: number): PoolItem[] {
  const pool: PoolItem[] = [];
  const pv = content.blueprints.find((b) => b.id === 'pearson-vue')!.topics.map((t) => t.id);
  const psi = content.blueprints.find((b) => b.id === 'psi')!.topics.map((t) => t.id);
  for (let i = 0; i < 2_000; i++)
    pool.push({
      id: `n-${i}`,
      area: 'property',
      conceptId: null,
      topics: [pv[i % pv.length]!, psi[i % psi.length]!],
      stateCode: null,
    });
  for (const exam of content.exams)
    for (let i = 0; i < stateBank; i++)
      pool.push({
        id: `${exam.state}-${i}`,
        area: 'law',
        conceptId: null,
        topics: [],
        stateCode: exam.state,
        stateTopic: stateTopicIds[i % stateTopicIds.length]!,
      });
  return pool;
}
const mathIds = (n: number) => Array.from({ length: n }, (_, i) => `math-commission-split-${i}`);

describe('exam assembly against each state’s published structure', () => {
  it('has the structure of all 50 states', () => {
    expect(content.exams).toHaveLength(50);
  });

  it.each(content.exams.map((e) => [e.state, e] as const))(
    '%s: every portion, domain, clock and pass mark match',
    (_, exam) => {
      const pool = bigPool(120);
      const portions = assembleExam({
        exam,
        blueprint: blueprintOf(exam),
        pool,
        rng: createRng(exam.state).next,
        mathIds,
      });
      expect(verifyAssembly(exam, blueprintOf(exam), portions, 120)).toEqual([]);
      // No item twice in one attempt; state slots hold only the state's own items.
      const ids = portions.flatMap((p) => p.items.map((i) => i.questionId));
      expect(new Set(ids).size).toBe(ids.length);
      for (const [i, p] of exam.portions.entries())
        if (p.id === 'state')
          expect(portions[i]!.items.every((x) => x.questionId.startsWith(`${exam.state}-`))).toBe(true);
    },
  );

  it('Texas: 80 national items in Pearson VUE’s 11/9/11/16/10/9/7/7, 5 pretest, and 40 Texas items on their own clock', () => {
    const exam = content.exams.find((e) => e.state === 'TX')!;
    const [national, state] = assembleExam({
      exam,
      blueprint: blueprintOf(exam),
      pool: bigPool(120),
      rng: createRng(1).next,
      mathIds,
    });
    const per: Record<string, number> = {};
    for (const i of national!.items.filter((x) => x.scored)) per[i.domain] = (per[i.domain] ?? 0) + 1;
    expect(Object.values(per)).toEqual(expect.arrayContaining([11, 9, 11, 16, 10, 9, 7, 7]));
    expect(per['pv-contracts-agency']).toBe(16);
    expect(per['pv-math']).toBe(7);
    expect(national!.items.filter((x) => !x.scored)).toHaveLength(5);
    expect(state!.items.filter((x) => x.scored)).toHaveLength(40);
    expect(state!.timeLimitSeconds).toBe(exam.portions[1]!.minutes * 60);
  });

  it('a state bank smaller than its portion gives a shorter portion, never national items in its place', () => {
    const exam = content.exams.find((e) => e.portions.some((p) => p.id === 'state'))!;
    const stateIdx = exam.portions.findIndex((p) => p.id === 'state');
    const portions = assembleExam({
      exam,
      blueprint: blueprintOf(exam),
      pool: bigPool(12),
      rng: createRng(2).next,
      mathIds,
    });
    expect(portions[stateIdx]!.items.filter((x) => x.scored)).toHaveLength(12);
    expect(portions[stateIdx]!.shortBy).toBe(exam.portions[stateIdx]!.scoredItems - 12);
    expect(portions[stateIdx]!.items.every((x) => !x.questionId.startsWith('n-'))).toBe(true);
    expect(verifyAssembly(exam, blueprintOf(exam), portions, 12)).toEqual([]);
  });

  it('the check catches an exam that does not match (a domain one short, a wrong clock)', () => {
    const exam = content.exams.find((e) => e.state === 'TX')!;
    const portions = assembleExam({
      exam,
      blueprint: blueprintOf(exam),
      pool: bigPool(120),
      rng: createRng(3).next,
      mathIds,
    });
    const i = portions[0]!.items.findIndex((x) => x.scored && x.domain === 'pv-valuation');
    portions[0]!.items[i] = { ...portions[0]!.items[i]!, domain: 'pv-property' };
    portions[1]!.timeLimitSeconds += 60;
    const problems = verifyAssembly(exam, blueprintOf(exam), portions, 120);
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringContaining('pv-valuation'), expect.stringContaining('TX state')]),
    );
  });

  it('a free preview is 5 national items on the national portion’s clock per item', () => {
    const exam = content.exams.find((e) => e.state === 'TX')!;
    const [p] = assemblePreview({
      exam,
      blueprint: blueprintOf(exam),
      pool: bigPool(120),
      rng: createRng(4).next,
      count: 5,
    });
    expect(p!.items).toHaveLength(5);
    expect(p!.items.every((x) => x.questionId.startsWith('n-'))).toBe(true);
    const n = exam.portions[0]!;
    expect(p!.timeLimitSeconds).toBe(Math.ceil(((n.minutes * 60) / (n.scoredItems + n.pretestItems)) * 5));
  });

  it('practice rounds take the state’s share of its exam (Texas: 40 of 120 scored items)', () => {
    expect(stateShareOf(content.exams.find((e) => e.state === 'TX')!)).toBeCloseTo(1 / 3);
    expect(stateShareOf(null)).toBe(0);
    expect([
      ...nationalAllocation(blueprintOf(content.exams.find((e) => e.state === 'TX')!), 80).values(),
    ]).toEqual([11, 9, 11, 16, 10, 9, 7, 7]);
  });
});
