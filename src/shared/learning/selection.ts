import { allocateByWeight } from '@shared/learning/allocation';
import { shuffle } from '@shared/lib/shuffle';

/**
 * Round selection, pure, used by both sides: the server picks rounds with it, and the client picks the
 * same rounds from its offline study pack when there is no connection (same inputs, same round).
 */

/** A question as selection sees it: no text, just what choosing a round needs. */
export type PoolItem = {
  id: string;
  area: string;
  conceptId: string | null;
  topics: string[];
  stateCode: string | null;
  /** State items: the state-portion topic (license law, agency disclosure...). */
  stateTopic?: string | null;
};
export type ScheduleInfo = { due: Date; lastReview: Date | null };
export type ConceptStats = { answered: number; correct: number };

export type Rng = () => number;

/** Due items first (most overdue first), then new ones in random order, then the rest soonest-due first. */
export function orderDueThenNew(
  pool: PoolItem[],
  schedule: Map<string, ScheduleInfo>,
  now: Date,
  rng: Rng,
): PoolItem[] {
  const due: PoolItem[] = [];
  const fresh: PoolItem[] = [];
  const later: PoolItem[] = [];
  for (const item of pool) {
    const s = schedule.get(item.id);
    if (!s) fresh.push(item);
    else if (s.due <= now) due.push(item);
    else later.push(item);
  }
  const dueOf = (i: PoolItem) => schedule.get(i.id)!.due.getTime();
  due.sort((a, b) => dueOf(a) - dueOf(b));
  later.sort((a, b) => dueOf(a) - dueOf(b));
  return [...due, ...shuffle(fresh, rng), ...later];
}

/** Quick Hits: new or due items first, then anything; the round is mixed so areas alternate. */
export function selectQuick(
  pool: PoolItem[],
  schedule: Map<string, ScheduleInfo>,
  now: Date,
  size: number,
  rng: Rng,
) {
  const dueOrNew = pool.filter((i) => {
    const s = schedule.get(i.id);
    return !s || s.due <= now;
  });
  const picked = shuffle(dueOrNew, rng).slice(0, size);
  if (picked.length < size) {
    const rest = orderDueThenNew(
      pool.filter((i) => !picked.includes(i)),
      schedule,
      now,
      rng,
    );
    picked.push(...rest.slice(0, size - picked.length));
  }
  return picked;
}

/** Smart Review: what FSRS says is due, then new items, then the soonest-due. */
export function selectAdaptive(
  pool: PoolItem[],
  schedule: Map<string, ScheduleInfo>,
  now: Date,
  size: number,
  rng: Rng,
) {
  return orderDueThenNew(pool, schedule, now, rng).slice(0, size);
}

export const MIN_ANSWERS_TO_JUDGE = 3;

/**
 * Challenge Mode: the learner's lowest-accuracy concepts among those with enough answers to judge;
 * with too few judged, the least-practised concepts. Items within a concept: due or new first.
 */
export function selectWeakAreas(
  pool: PoolItem[],
  stats: Map<string, ConceptStats>,
  schedule: Map<string, ScheduleInfo>,
  now: Date,
  size: number,
  rng: Rng,
) {
  const concepts = [...new Set(pool.map((i) => i.conceptId).filter((c): c is string => c !== null))];
  const judged = concepts
    .filter((c) => (stats.get(c)?.answered ?? 0) >= MIN_ANSWERS_TO_JUDGE)
    .map((c) => ({ c, acc: stats.get(c)!.correct / stats.get(c)!.answered }))
    .sort((a, b) => a.acc - b.acc);
  const unjudged = shuffle(
    concepts.filter((c) => (stats.get(c)?.answered ?? 0) < MIN_ANSWERS_TO_JUDGE),
    rng,
  ).sort((a, b) => (stats.get(a)?.answered ?? 0) - (stats.get(b)?.answered ?? 0));
  const order = [
    ...judged.filter((j) => j.acc < 1).map((j) => j.c),
    ...unjudged,
    ...judged.filter((j) => j.acc >= 1).map((j) => j.c),
  ];
  const picked: PoolItem[] = [];
  // Up to three questions per weak concept so one round touches several weak spots.
  for (const concept of order) {
    if (picked.length >= size) break;
    const items = orderDueThenNew(
      pool.filter((i) => i.conceptId === concept),
      schedule,
      now,
      rng,
    );
    picked.push(...items.slice(0, Math.min(3, size - picked.length)));
  }
  return { items: picked, weakConcepts: order.slice(0, 5) };
}

export type BlueprintTopic = { id: string; weight: number };

/**
 * Exam Simulator: the state's question count drawn across outline topics in the blueprint's
 * proportions. The math topic is filled by generated questions (returned as a count); state-marked
 * questions for the state take up to a tenth of the exam; short topics are filled from the rest.
 */
export function selectMockExam(
  pool: PoolItem[],
  topics: BlueprintTopic[],
  mathTopicId: string,
  total: number,
  stateCode: string,
  rng: Rng,
) {
  const stateItems = shuffle(
    pool.filter((i) => i.stateCode === stateCode),
    rng,
  ).slice(0, Math.floor(total / 10));
  const national = shuffle(
    pool.filter((i) => i.stateCode === null),
    rng,
  );
  const allocation = allocateByWeight(total - stateItems.length, topics);
  const used = new Set<string>();
  const picked: PoolItem[] = [...stateItems];
  let mathCount = allocation.get(mathTopicId) ?? 0;
  let shortfall = 0;
  for (const t of topics) {
    if (t.id === mathTopicId) continue;
    const want = allocation.get(t.id) ?? 0;
    const items = national.filter((i) => !used.has(i.id) && i.topics.includes(t.id)).slice(0, want);
    for (const i of items) used.add(i.id);
    picked.push(...items);
    shortfall += want - items.length;
  }
  const filler = national.filter((i) => !used.has(i.id)).slice(0, shortfall);
  picked.push(...filler);
  mathCount += shortfall - filler.length;
  return { items: shuffle(picked, rng), mathCount };
}

/** A practice topic: an outline domain (pv-/psi-), one state-portion topic, or all of the state's law. */
export function poolForTopic(pool: PoolItem[], topic: string, stateCode: string) {
  const state = pool.filter((i) => i.stateCode === stateCode);
  if (topic === 'state-law') return state;
  if (topic.startsWith('pv-') || topic.startsWith('psi-'))
    return pool.filter((i) => i.stateCode === null && i.topics.includes(topic));
  return state.filter((i) => i.stateTopic === topic);
}

/**
 * A Quick Hits or Smart Review round with the state's own items mixed in at the share its exam gives
 * state law (rounded; never more than the state has), the rest national; the round is shuffled.
 */
export function mixStateItems(
  pick: (pool: PoolItem[], size: number) => PoolItem[],
  national: PoolItem[],
  state: PoolItem[],
  size: number,
  stateShare: number,
  rng: Rng,
) {
  const fromState = pick(state, Math.min(state.length, Math.round(size * stateShare)));
  const fromNational = pick(national, size - fromState.length);
  return shuffle([...fromState, ...fromNational], rng);
}

/** The practice modes a client may also run offline from its study pack. */
export const offlineRoundModes = ['quick', 'adaptive'] as const;
export type OfflineRoundMode = (typeof offlineRoundModes)[number];

/**
 * A Quick Hits or Smart Review round exactly as the server picks it: the state's items at its exam's
 * share, the rest national, Quick Hits by due-or-new at random, Smart Review by FSRS due then new.
 */
export function selectPracticeRound<T extends PoolItem>(input: {
  mode: OfflineRoundMode;
  pool: T[];
  stateCode: string;
  schedule: Map<string, ScheduleInfo>;
  now: Date;
  size: number;
  stateShare: number;
  rng: Rng;
}): T[] {
  const { mode, pool, stateCode, schedule, now, size, stateShare, rng } = input;
  const select = mode === 'quick' ? selectQuick : selectAdaptive;
  return mixStateItems(
    (items, n) => select(items, schedule, now, n, rng),
    pool.filter((p) => p.stateCode === null),
    pool.filter((p) => p.stateCode === stateCode),
    size,
    stateShare,
    rng,
  ) as T[];
}
