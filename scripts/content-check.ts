/**
 * npm run content:check — validates every content file with the shared schemas, applies the
 * cross-file rules and floors, and prints counts per kind, per area and per outline topic.
 * Exits 1 on any problem.
 */
import { join } from 'node:path';
import { assembleExam, blueprintIdFor, verifyAssembly } from '@server/exam/assembly';
import { checkContent, computeQuestionFigures } from '@server/features/content/checks';
import { loadContent } from '@server/features/content/load-content';
import { servedQuestions } from '@server/features/content/seed';
import { mathFamilies, mathQuestionId } from '@shared/generators/math/index';
import { createRng } from '@shared/generators/random';

const root = join(import.meta.dirname, '..', 'content');
const { content: c, problems } = loadContent(root);
problems.push(...checkContent(c));

const areas = c.areas.map((a) => a.id);
const row = (cells: (string | number)[]) => cells.map((x, i) => String(x).padEnd(i === 0 ? 28 : 11)).join('');
console.log('\nContent counts');
console.log(row(['kind', ...areas, 'total']));
const kinds: [string, { area: string }[]][] = [
  ['concepts', c.concepts],
  ['glossary terms', c.glossary],
  ['flashcards', c.flashcards],
  ['questions (national)', c.questions.filter((q) => !q.state)],
];
for (const [name, list] of kinds)
  console.log(row([name, ...areas.map((a) => list.filter((x) => x.area === a).length), list.length]));
console.log(row(['states', '', '', '', '', c.states.length]));
console.log(row(['achievements', '', '', '', '', c.achievements.length]));
console.log(row(['track steps', '', '', '', '', c.track.length]));
console.log(row(['math examples', '', '', '', '', c.math?.examples.length ?? 0]));
const sections = [
  'property-principles',
  'contracts-agency',
  'financing-economics',
  'real-estate-law',
  'overview',
];
for (const s of sections) {
  const list = c.stories.filter((x) => x.section === s);
  console.log(
    row([
      `stories ${s}`,
      '',
      '',
      '',
      '',
      `${list.filter((x) => x.kind === 'story').length} + ${list.filter((x) => x.kind === 'tip').length} tips`,
    ]),
  );
}

console.log('\nQuestions per outline topic');
for (const bp of c.blueprints) {
  for (const t of bp.topics) {
    const n = c.questions.filter((q) => q.topics.includes(t.id)).length;
    const target = t.items ? `${t.items} items` : `${t.weight}%`;
    console.log(row([t.id, n, target]));
  }
}
const national = c.questions.filter((q) => !q.state);
if (national.length) {
  const f = computeQuestionFigures(national);
  const p = (n: number) => `${((n / f.total) * 100).toFixed(1)}%`;
  console.log('\nQuestion figures');
  console.log(`answer positions: ${f.positions.map((n, i) => `${i + 1}: ${n} (${p(n)})`).join(', ')}`);
  console.log(`correct option longest: ${f.longestCorrect} (${p(f.longestCorrect)})`);
  console.log(`all/none of the above: ${f.allNone}; scenario stems: ${f.scenario} (${p(f.scenario)})`);
  console.log(
    `difficulty: ${Object.entries(f.byDifficulty)
      .map(([d, n]) => `${d}: ${n}`)
      .join(', ')}`,
  );
}

if (c.stateQuestions.length) {
  console.log('\nState-law items per state');
  const states = [...new Set(c.stateQuestions.map((q) => q.state))].sort();
  for (const st of states) {
    const items = c.stateQuestions.filter((q) => q.state === st);
    const reviewed = c.stateQuestionFiles
      .filter((f) => f.state === st && f.reviewer)
      .reduce((n, f) => n + f.count, 0);
    console.log(row([st, `${items.length} items`, `${reviewed} reviewed`]));
  }
}

// Every state's exam, assembled from the served bank, must match its published structure exactly.
if (c.exams.length) {
  const pool = servedQuestions(c).map((q) => ({
    id: q.id,
    area: q.area,
    conceptId: q.conceptId,
    topics: q.topics,
    stateCode: q.stateCode,
    stateTopic: q.stateTopic,
  }));
  console.log('\nExam Simulator per state (scored + pretest items / minutes / pass %; state bank)');
  for (const exam of c.exams) {
    const blueprint = c.blueprints.find((b) => b.id === blueprintIdFor(exam));
    if (!blueprint) continue;
    const rng = createRng(`exam-check-${exam.state}`).next;
    const portions = assembleExam({
      exam,
      blueprint,
      pool,
      rng,
      mathIds: (n) =>
        Array.from({ length: n }, (_, i) => mathQuestionId(mathFamilies[i % mathFamilies.length]!.id, 1, i)),
    });
    const bank = pool.filter((q) => q.stateCode === exam.state).length;
    for (const message of verifyAssembly(exam, blueprint, portions, bank))
      problems.push({ file: 'states/exams.yaml', message });
    const text = exam.portions
      .map(
        (p, i) =>
          `${p.id} ${p.scoredItems}+${p.pretestItems}/${p.minutes}/${p.passPercent}${p.stateItems ? ` (${p.stateItems} state)` : ''}${portions[i]?.shortBy ? ` (short ${portions[i]!.shortBy})` : ''}`,
      )
      .join(' · ');
    console.log(row([exam.state, `${text}; bank ${bank}`]));
  }
}

if (problems.length) {
  console.log(`\n${problems.length} problem(s):`);
  for (const p of problems.slice(0, 400)) console.log(`  ${p.file}: ${p.message}`);
  if (problems.length > 400) console.log(`  ... and ${problems.length - 400} more`);
  process.exit(1);
}
console.log('\nContent check passed.');
