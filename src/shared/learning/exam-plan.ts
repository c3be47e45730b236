import { type Card, createEmptyCard, default_w, forgetting_curve, fsrs, generatorParameters } from 'ts-fsrs';

/**
 * The exam-date plan: given the days left, the minutes a day and the bank, choose the FSRS desired
 * retention and the new-item pace so that predicted recall of the (blueprint-weighted) bank is
 * highest on exam day, and pull in any item that would first come due after the exam. The same
 * simulator (FSRS's own memory model as ground truth) chooses the plan and runs the benchmark.
 */

export const REVIEW_SECONDS = 40;
export const NEW_SECONDS = 60;
/** The retentions the plan chooses among (FSRS's useful range). */
export const RETENTION_CHOICES = [0.75, 0.8, 0.85, 0.9, 0.95] as const;
export const DEFAULT_RETENTION = 0.9;
const DAY_MS = 86_400_000;

/** A small seeded generator (mulberry32), so a simulation is repeatable. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Days before the exam by which every item should have been seen once: a week, less for a short run-up. */
export function newItemBuffer(daysLeft: number) {
  return Math.min(7, Math.floor(daysLeft / 6));
}

/** New items a day so the unseen ones are all introduced before the final buffer. */
export function newItemsPerDay(unseen: number, daysLeft: number) {
  if (unseen <= 0) return 0;
  return Math.ceil(unseen / Math.max(1, daysLeft - newItemBuffer(daysLeft)));
}

/**
 * The exam as an instant for scheduling: the start of the exam day in UTC is close enough for
 * day-sized intervals (a review pulled in to "the eve" lands the day before in any time zone).
 */
export function examInstant(examDate: string) {
  return new Date(`${examDate}T00:00:00Z`);
}

/** When an item reviewed now comes due under the plan: never after the eve of the exam. */
export function pullInDue(due: Date, now: Date, examAt: Date) {
  const eve = new Date(examAt.getTime() - DAY_MS);
  if (due.getTime() <= eve.getTime()) return due;
  // The exam is tomorrow or today: review it again the next day at the latest.
  return eve.getTime() > now.getTime() ? eve : new Date(Math.min(due.getTime(), now.getTime() + DAY_MS));
}

export type Policy = {
  retention: number;
  /** New items a day; Infinity: as many as the time allows (what happens without a date). */
  newPerDay: number;
  /** Pull items due after the exam in to its eve. */
  pullIn: boolean;
};

export type SimItem = { weight: number; card: Card | null; reps: number };
export type SimResult = { examDayRecall: number; seenTwiceShare: number; seenShare: number };

/**
 * Simulates one learner over `days` days at `minutesPerDay`, FSRS's memory model as the truth: a
 * review recalls with the item's retrievability, a first sight is right with `firstRight`. Returns
 * the weighted recall of the bank on exam day (unseen items count as not known).
 */
export function simulate(
  weights: number[],
  days: number,
  minutesPerDay: number,
  policy: Policy,
  rng: () => number,
  {
    firstRight = 0.55,
    start = new Date('2026-01-05T12:00:00Z'),
    initial,
  }: {
    firstRight?: number;
    start?: Date;
    initial?: SimItem[];
  } = {},
): SimResult {
  const scheduler = fsrs(
    generatorParameters({
      request_retention: policy.retention,
      enable_fuzz: false,
      enable_short_term: false,
    }),
  );
  const items: SimItem[] = initial
    ? initial.map((i) => ({ ...i }))
    : weights.map((w) => ({ weight: w, card: null, reps: 0 }));
  const examAt = new Date(start.getTime() + days * DAY_MS);
  const rAt = (card: Card, at: Date) =>
    forgetting_curve(
      default_w,
      Math.max(0, (at.getTime() - (card.last_review?.getTime() ?? at.getTime())) / DAY_MS),
      card.stability,
    );
  let nextNew = items.findIndex((i) => i.card === null);
  for (let d = 0; d < days; d++) {
    const now = new Date(start.getTime() + d * DAY_MS);
    let budget = minutesPerDay * 60;
    const due = items
      .filter((i) => i.card && i.card.due.getTime() <= now.getTime())
      .sort((a, b) => a.card!.due.getTime() - b.card!.due.getTime());
    for (const item of due) {
      if (budget < REVIEW_SECONDS) break;
      budget -= REVIEW_SECONDS;
      const recalled = rng() < rAt(item.card!, now);
      const { card } = scheduler.next(item.card!, now, recalled ? 3 : 1);
      item.card = policy.pullIn ? { ...card, due: pullInDue(card.due, now, examAt) } : card;
      item.reps++;
    }
    let introduced = 0;
    while (
      nextNew !== -1 &&
      nextNew < items.length &&
      budget >= NEW_SECONDS &&
      introduced < policy.newPerDay
    ) {
      const item = items[nextNew]!;
      budget -= NEW_SECONDS;
      introduced++;
      const { card } = scheduler.next(createEmptyCard(now), now, rng() < firstRight ? 3 : 1);
      item.card = policy.pullIn ? { ...card, due: pullInDue(card.due, now, examAt) } : card;
      item.reps = 1;
      nextNew++;
    }
  }
  const total = items.reduce((s, i) => s + i.weight, 0);
  const recall = items.reduce((s, i) => s + (i.card ? i.weight * rAt(i.card, examAt) : 0), 0);
  return {
    examDayRecall: total ? recall / total : 0,
    seenTwiceShare: items.filter((i) => i.reps >= 2).length / items.length,
    seenShare: items.filter((i) => i.reps >= 1).length / items.length,
  };
}

/** Without a date: FSRS at 0.9, reviews first, then as many new items as the time allows. */
export const constantPolicy: Policy = {
  retention: DEFAULT_RETENTION,
  newPerDay: Number.POSITIVE_INFINITY,
  pullIn: false,
};

/**
 * The plan for a learner: the new-item pace that introduces the bank before the final stretch, the
 * pull-in, and the retention among RETENTION_CHOICES whose simulated exam-day recall is highest
 * (a scaled sample of the bank, a few seeded runs each, so the choice is repeatable).
 */
export function choosePlan({
  daysLeft,
  minutesPerDay,
  unseen,
  seen,
  sample = 240,
  runs = 3,
}: {
  daysLeft: number;
  minutesPerDay: number;
  unseen: number;
  seen: number;
  sample?: number;
  runs?: number;
}): Policy & { predictedRecall: number } {
  const bank = unseen + seen;
  const days = Math.max(1, daysLeft);
  if (bank === 0) return { retention: DEFAULT_RETENTION, newPerDay: 0, pullIn: true, predictedRecall: 0 };
  const n = Math.min(sample, bank);
  const scale = n / bank;
  const newPerDay = newItemsPerDay(unseen, days);
  let best: Policy & { predictedRecall: number } = {
    retention: DEFAULT_RETENTION,
    newPerDay,
    pullIn: true,
    predictedRecall: -1,
  };
  for (const retention of RETENTION_CHOICES) {
    const policy = { retention, newPerDay: Math.max(1, Math.round(newPerDay * scale)), pullIn: true };
    let sum = 0;
    for (let r = 0; r < runs; r++)
      sum += simulate(Array(n).fill(1), days, minutesPerDay * scale, policy, seeded(1000 + r)).examDayRecall;
    const predicted = sum / runs;
    if (predicted > best.predictedRecall + 1e-9)
      best = { retention, newPerDay, pullIn: true, predictedRecall: predicted };
  }
  return best;
}
