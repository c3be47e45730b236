/**
 * The exam-date plan against constant desired retention, in simulation: learners with FSRS's own
 * memory model as the truth study a blueprint-weighted bank for 42 days at the same minutes a day.
 * Prints the predicted (weighted) recall of the bank on exam day and the share of items seen at
 * least twice before the exam, for the plan and for FSRS at a constant 0.9 with as many new items
 * as the time allows (today's behaviour without a date).
 *
 *   npx tsx bench/exam-date-plan.ts            (BENCH_LEARNERS=20 BENCH_ITEMS=1200 to change the run)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseYaml } from '@shared/content/yaml';
import { choosePlan, constantPolicy, type Policy, seeded, simulate } from '@shared/learning/exam-plan';

const DAYS = 42;
const learners = Number(process.env.BENCH_LEARNERS ?? 12);
const items = Number(process.env.BENCH_ITEMS ?? 1200);

// The PSI outline's weights: each domain's share of the exam spread over its items in the bank.
const blueprint = parseYaml(
  readFileSync(join(import.meta.dirname, '..', 'content', 'blueprints', 'psi.yaml'), 'utf8'),
) as {
  topics: { id: string; weight?: number; items?: number }[];
};
const domains = blueprint.topics.map((t) => t.weight ?? t.items ?? 1);
const domainTotal = domains.reduce((s, w) => s + w, 0);
const weights = Array.from({ length: items }, (_, i) => {
  const d = i % domains.length;
  const perDomain = Math.ceil(items / domains.length);
  return domains[d]! / domainTotal / perDomain;
});

function run(label: string, minutes: number, policyFor: () => Policy) {
  let recall = 0;
  let twice = 0;
  let seen = 0;
  for (let l = 0; l < learners; l++) {
    // Learners differ in how often a first sight is right.
    const firstRight = 0.4 + 0.3 * seeded(500 + l)();
    const r = simulate(weights, DAYS, minutes, policyFor(), seeded(9000 + l), { firstRight });
    recall += r.examDayRecall;
    twice += r.seenTwiceShare;
    seen += r.seenShare;
  }
  return { label, recall: recall / learners, twice: twice / learners, seen: seen / learners };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
console.log(`exam-date plan vs constant retention: ${learners} learners, ${items} items, ${DAYS} days`);
console.log('minutes/day  policy                         retention  exam-day recall  seen twice  seen once+');
for (const minutes of [20, 30, 45]) {
  const plan = choosePlan({ daysLeft: DAYS, minutesPerDay: minutes, unseen: items, seen: 0 });
  const rows = [
    { ...run('constant 0.9 (no date)', minutes, () => constantPolicy), retention: 0.9 },
    { ...run('exam-date plan', minutes, () => plan), retention: plan.retention },
  ];
  for (const r of rows)
    console.log(
      `${String(minutes).padStart(11)}  ${r.label.padEnd(30)} ${r.retention.toFixed(2).padStart(9)}  ${pct(r.recall).padStart(15)}  ${pct(r.twice).padStart(10)}  ${pct(r.seen).padStart(10)}`,
    );
}
