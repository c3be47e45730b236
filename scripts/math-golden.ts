/**
 * npx tsx scripts/math-golden.ts : adds golden outputs (stem, options, answer) for any math family
 * version that has none yet, three seeds each, to src/shared/generators/math/golden.json. It never
 * rewrites an existing entry: a family whose output changed must bump its version (families.test.ts
 * fails until it does), keep the old generator in `previous`, and then run this for the new version.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { goldenSeeds } from '@shared/generators/math/golden';
import { mathFamilies, mathQuestionId } from '@shared/generators/math/index';

const file = join(import.meta.dirname, '..', 'src', 'shared', 'generators', 'math', 'golden.json');

type Golden = Record<string, { stem: string; options: string[]; answer: number }>;
const golden = JSON.parse(readFileSync(file, 'utf8').trim() || '{}') as Golden;
let added = 0;
for (const family of mathFamilies)
  for (const seed of goldenSeeds(family)) {
    const id = mathQuestionId(family.id, family.version, seed);
    if (golden[id]) continue;
    const q = family.generate(seed);
    golden[id] = { stem: q.stem, options: q.options, answer: q.answer };
    added++;
  }
writeFileSync(file, `${JSON.stringify(golden, null, 2)}\n`);
console.log(`golden.json: ${added} added, ${Object.keys(golden).length} in all`);
