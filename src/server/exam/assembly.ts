import type { ExamItem } from '@server/db/schema/exams';
import type { PoolItem } from '@server/learning/question-pool';
import type { StateExam } from '@shared/content/schemas';
import { allocateByWeight } from '@shared/learning/allocation';
import { shuffle } from '@shared/lib/shuffle';
import { vendorForProvider } from './vendor';

export type BlueprintTopic = { id: string; title?: string; items?: number; weight?: number };
export type ExamBlueprint = { id: string; topics: BlueprintTopic[] };
export type PortionKind = StateExam['portions'][number]['id'];

/** A portion as assembled for one attempt: the published figures and the items drawn for it. */
export type AssembledPortion = {
  kind: PortionKind;
  scoredItems: number;
  pretestItems: number;
  /** Published state items the state's bank could not fill: the portion is that much shorter. */
  shortBy: number;
  minutes: number;
  timeLimitSeconds: number;
  passPercent: number;
  items: ExamItem[];
};

export type AssembleInput = {
  exam: StateExam;
  blueprint: ExamBlueprint;
  /** National items the learner may get, plus the state's own state-law items. */
  pool: PoolItem[];
  rng: () => number;
  /** Generated math question ids for the outline's math share (none for a free preview). */
  mathIds: (count: number) => string[];
};

/** The outline's math domain: filled by the generator families, not the bank. */
export function mathTopicOf(blueprint: ExamBlueprint) {
  return blueprint.id === 'pearson-vue' ? 'pv-math' : 'psi-math';
}

export function blueprintIdFor(exam: Pick<StateExam, 'vendor'>): 'pearson-vue' | 'psi' {
  return vendorForProvider(exam.vendor);
}

/**
 * Scored national items per outline domain: the vendor's published counts when the portion has the
 * outline's own number of items (Pearson VUE: 11/9/11/16/10/9/7/7 of 80), else its proportions
 * (PSI publishes percentages) by largest remainder, so the counts add up to the portion exactly.
 */
export function nationalAllocation(blueprint: ExamBlueprint, scoredItems: number): Map<string, number> {
  return allocateByWeight(
    scoredItems,
    blueprint.topics.map((t) => ({ id: t.id, weight: t.items ?? t.weight ?? 0 })),
  );
}

/** The outline domain a national item is scored under (its topic in this vendor's outline). */
function domainOf(item: PoolItem, prefix: string) {
  return item.topics.find((t) => t.startsWith(prefix)) ?? item.topics[0] ?? 'general';
}

function drawNational(
  national: PoolItem[],
  used: Set<string>,
  blueprint: ExamBlueprint,
  scored: number,
  pretest: number,
  mathIds: (n: number) => string[],
): ExamItem[] {
  const prefix = blueprint.id === 'pearson-vue' ? 'pv-' : 'psi-';
  const mathTopic = mathTopicOf(blueprint);
  const out: ExamItem[] = [];
  const take = (item: PoolItem, scoredItem: boolean, domain = domainOf(item, prefix)) => {
    used.add(item.id);
    out.push({ questionId: item.id, domain, scored: scoredItem });
  };
  let shortfall = 0;
  for (const [topic, want] of nationalAllocation(blueprint, scored)) {
    if (topic === mathTopic) {
      const math = mathIds(want);
      out.push(...math.map((id) => ({ questionId: id, domain: mathTopic, scored: true })));
      shortfall += want - math.length;
      continue;
    }
    const items = national.filter((i) => !used.has(i.id) && i.topics.includes(topic)).slice(0, want);
    for (const i of items) take(i, true, topic);
    shortfall += want - items.length;
  }
  // A domain the learner's pool cannot fill (a free preview's areas) takes other national items,
  // scored under their own domain: the portion keeps its length.
  for (const i of national.filter((x) => !used.has(x.id)).slice(0, shortfall)) take(i, true);
  for (const i of national.filter((x) => !used.has(x.id)).slice(0, pretest)) take(i, false);
  return out;
}

/**
 * Builds an attempt's portions from a state's published structure: the national portion per outline
 * domain in the vendor's counts, the state portion from the state's own state-law items. While the
 * state's bank is smaller than its portion, the portion is shorter (shortBy says by how much): no
 * state slot is filled with a national item.
 */
export function assembleExam({ exam, blueprint, pool, rng, mathIds }: AssembleInput): AssembledPortion[] {
  const national = shuffle(
    pool.filter((i) => i.stateCode === null),
    rng,
  );
  const stateBank = shuffle(
    pool.filter((i) => i.stateCode === exam.state),
    rng,
  );
  const used = new Set<string>();
  return exam.portions.map((p) => {
    const base = {
      kind: p.id,
      scoredItems: p.scoredItems,
      pretestItems: p.pretestItems,
      minutes: p.minutes,
      timeLimitSeconds: p.minutes * 60,
      passPercent: p.passPercent,
    };
    const stateDraw = (scored: number, pretest: number) => {
      const free = stateBank.filter((i) => !used.has(i.id));
      const s = free.slice(0, scored);
      const t = free.slice(s.length, s.length + pretest);
      for (const i of [...s, ...t]) used.add(i.id);
      return {
        items: [
          ...s.map((i) => ({ questionId: i.id, domain: i.stateTopic ?? 'state-law', scored: true })),
          ...t.map((i) => ({ questionId: i.id, domain: i.stateTopic ?? 'state-law', scored: false })),
        ],
        shortBy: scored - s.length,
        pretestShort: pretest - t.length,
      };
    };
    if (p.id === 'state') {
      const { items, shortBy, pretestShort } = stateDraw(p.scoredItems, p.pretestItems);
      return { ...base, pretestItems: p.pretestItems - pretestShort, shortBy, items: shuffle(items, rng) };
    }
    if (p.id === 'combined' && p.stateItems > 0) {
      const state = stateDraw(p.stateItems, 0);
      const nat = drawNational(
        national,
        used,
        blueprint,
        p.scoredItems - p.stateItems,
        p.pretestItems,
        mathIds,
      );
      return { ...base, shortBy: state.shortBy, items: shuffle([...state.items, ...nat], rng) };
    }
    const items = drawNational(national, used, blueprint, p.scoredItems, p.pretestItems, mathIds);
    return { ...base, shortBy: 0, items: shuffle(items, rng) };
  });
}

/**
 * A free learner's preview: a few national items from the free areas, no math, on a clock in
 * proportion to the real national (or combined) portion's time per item.
 */
export function assemblePreview({
  exam,
  blueprint,
  pool,
  rng,
  count,
}: Omit<AssembleInput, 'mathIds'> & { count: number }): AssembledPortion[] {
  const first = exam.portions[0]!;
  const perItemSeconds = (first.minutes * 60) / (first.scoredItems + first.pretestItems);
  const prefix = blueprint.id === 'pearson-vue' ? 'pv-' : 'psi-';
  const items = shuffle(
    pool.filter((i) => i.stateCode === null),
    rng,
  )
    .slice(0, count)
    .map((i) => ({ questionId: i.id, domain: domainOf(i, prefix), scored: true }));
  return [
    {
      kind: 'national',
      scoredItems: items.length,
      pretestItems: 0,
      shortBy: 0,
      minutes: Math.ceil((perItemSeconds * items.length) / 60),
      timeLimitSeconds: Math.ceil(perItemSeconds * items.length),
      passPercent: first.passPercent,
      items,
    },
  ];
}

/**
 * The share of a state's exam that tests state law: its state portion's scored items over all scored
 * items (or a combined exam's state items). Practice rounds mix state items in this proportion.
 */
export function stateShareOf(exam: StateExam | null): number {
  if (!exam) return 0;
  const scored = exam.portions.reduce((s, p) => s + p.scoredItems, 0);
  const state = exam.portions.reduce(
    (s, p) => s + (p.id === 'state' ? p.scoredItems : p.id === 'combined' ? p.stateItems : 0),
    0,
  );
  return scored ? state / scored : 0;
}

/**
 * What an assembled exam must be, checked against its published structure: each portion's scored and
 * pretest counts (a state portion short only by what the bank lacks), the national domains in the
 * outline's counts, the clock and the pass mark. Returns the differences (none when it matches).
 */
export function verifyAssembly(
  exam: StateExam,
  blueprint: ExamBlueprint,
  portions: AssembledPortion[],
  stateBank: number,
): string[] {
  const problems: string[] = [];
  if (portions.length !== exam.portions.length)
    problems.push(`${portions.length} portions, not ${exam.portions.length}`);
  let bankLeft = stateBank;
  exam.portions.forEach((p, i) => {
    const a = portions[i];
    if (!a) return;
    const scored = a.items.filter((x) => x.scored);
    const pretest = a.items.length - scored.length;
    const stateSlots = p.id === 'state' ? p.scoredItems : p.id === 'combined' ? p.stateItems : 0;
    const shortBy = Math.max(0, stateSlots - bankLeft);
    bankLeft = Math.max(0, bankLeft - stateSlots);
    const where = `${exam.state} ${p.id}`;
    if (a.shortBy !== shortBy) problems.push(`${where}: short by ${a.shortBy}, expected ${shortBy}`);
    if (scored.length !== p.scoredItems - shortBy)
      problems.push(`${where}: ${scored.length} scored items, expected ${p.scoredItems - shortBy}`);
    if (p.id !== 'state' && pretest !== p.pretestItems)
      problems.push(`${where}: ${pretest} pretest items, expected ${p.pretestItems}`);
    if (p.id === 'state' && pretest > p.pretestItems)
      problems.push(`${where}: ${pretest} pretest items, more than ${p.pretestItems}`);
    if (a.timeLimitSeconds !== p.minutes * 60)
      problems.push(`${where}: ${a.timeLimitSeconds} s, expected ${p.minutes} min`);
    if (a.passPercent !== p.passPercent)
      problems.push(`${where}: pass ${a.passPercent}%, expected ${p.passPercent}%`);
    if (p.id !== 'state') {
      const nationalScored = p.scoredItems - (p.id === 'combined' ? p.stateItems : 0);
      const want = nationalAllocation(blueprint, nationalScored);
      for (const [domain, n] of want) {
        const got = scored.filter((x) => x.domain === domain).length;
        if (got !== n) problems.push(`${where}: ${got} scored items in ${domain}, expected ${n}`);
      }
    }
  });
  return problems;
}
