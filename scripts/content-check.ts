/**
 * npm run content:check — validates every content file with the shared schemas, applies the
 * cross-file rules and floors, and prints counts per kind, per area and per outline topic.
 * Exits 1 on any problem.
 */
import { join } from 'node:path';
import { checkContent, computeQuestionFigures } from '@server/features/content/checks';
import { loadContent } from '@server/features/content/load-content';

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

if (problems.length) {
  console.log(`\n${problems.length} problem(s):`);
  for (const p of problems.slice(0, 400)) console.log(`  ${p.file}: ${p.message}`);
  if (problems.length > 400) console.log(`  ... and ${problems.length - 400} more`);
  process.exit(1);
}
console.log('\nContent check passed.');
