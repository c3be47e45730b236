import { findPlaceholderProblems } from '@shared/content/placeholders';
import { mathCategories } from '@shared/content/schemas';
import type { ContentProblem, LoadedContent } from './load-content';

/** Floors from the content issues: counts are minimums of distinct hand-written items. */
export const floors = {
  concepts: 109,
  glossary: 400,
  flashcards: 400,
  achievements: 20,
  questions: 1000,
  questionsPerArea: 250,
  mathExamplesPerCategory: 5,
  conceptGlossaryTerms: 3,
  conceptFlashcards: 3,
} as const;

/** Story counts per section (learn-by-story issue): stories and tips. */
export const storyFloors: Record<string, { stories: number; tips: number }> = {
  'property-principles': { stories: 8, tips: 6 },
  'contracts-agency': { stories: 6, tips: 5 },
  'financing-economics': { stories: 12, tips: 4 },
  'real-estate-law': { stories: 6, tips: 4 },
  overview: { stories: 4, tips: 0 },
};

export const STORY_WORDS = { min: 700, max: 1200 } as const;
export const OVERVIEW_READ_MINUTES = { min: 4, max: 6 } as const;
export const NEAR_DUPLICATE_THRESHOLD = 0.7;

/** Case, accents and punctuation folded: how uniqueness of terms and card fronts is judged. */
export function foldText(s: string) {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function wordCount(s: string) {
  return s.trim().split(/\s+/).filter(Boolean).length;
}

function shingles(s: string) {
  const words = foldText(s).split(' ').filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 1 < words.length; i++) out.add(`${words[i]} ${words[i + 1]}`);
  if (words.length === 1) out.add(words[0]!);
  return out;
}

export function similarity(a: Set<string>, b: Set<string>) {
  if (a.size === 0 || b.size === 0) return 0;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

/**
 * Pairs of stems at or above the threshold (word-bigram Jaccard on folded text), in the order of a
 * loop over every pair (i < j). Only pairs that share a bigram can reach a threshold above 0, so each
 * item is scored against the earlier items an inverted index says share one, and none whose size
 * alone keeps the Jaccard below the threshold (|A ∩ B| / |A ∪ B| <= min / max): the same pairs and
 * scores as comparing all of them, without the 2 million comparisons of the whole bank.
 */
export function findNearDuplicates(
  items: { id: string; text: string }[],
  threshold = NEAR_DUPLICATE_THRESHOLD,
) {
  const sets = items.map((i) => ({ id: i.id, s: shingles(i.text) }));
  const pairs: { a: string; b: string; score: number }[] = [];
  if (threshold <= 0) {
    for (let i = 0; i < sets.length; i++)
      for (let j = i + 1; j < sets.length; j++) {
        const score = similarity(sets[i]!.s, sets[j]!.s);
        if (score >= threshold) pairs.push({ a: sets[i]!.id, b: sets[j]!.id, score });
      }
    return pairs;
  }
  // For each item j, the earlier items i that share a bigram with it: then score (i, j) as above.
  const postings = new Map<string, number[]>();
  const shared = new Int32Array(sets.length);
  const found: { i: number; j: number; score: number }[] = [];
  for (let j = 0; j < sets.length; j++) {
    const b = sets[j]!.s;
    const touched: number[] = [];
    for (const x of b) {
      const list = postings.get(x) ?? [];
      if (list.length === 0) postings.set(x, list);
      for (const i of list) {
        if (shared[i] === 0) touched.push(i);
        shared[i] = shared[i]! + 1;
      }
      list.push(j);
    }
    for (const i of touched) {
      const inter = shared[i]!;
      shared[i] = 0;
      const a = sets[i]!.s;
      if (Math.min(a.size, b.size) < threshold * Math.max(a.size, b.size)) continue;
      const score = inter / (a.size + b.size - inter);
      if (score >= threshold) found.push({ i, j, score });
    }
  }
  found.sort((x, y) => x.i - y.i || x.j - y.j);
  for (const f of found) pairs.push({ a: sets[f.i]!.id, b: sets[f.j]!.id, score: f.score });
  return pairs;
}

const NEGATIVE = /\b(not|except|never|least)\b/i;
const NEGATIVE_CAPS = /\b(NOT|EXCEPT|NEVER|LEAST)\b/;
const ALL_NONE = /\b(all|none) of the above\b/i;

export type QuestionFigures = {
  total: number;
  positions: [number, number, number, number];
  longestCorrect: number;
  allNone: number;
  scenario: number;
  byDifficulty: Record<number, number>;
};

export function computeQuestionFigures(
  questions: { answer: number; options: string[]; scenario: boolean; difficulty: number }[],
): QuestionFigures {
  const positions: [number, number, number, number] = [0, 0, 0, 0];
  let longestCorrect = 0;
  let allNone = 0;
  let scenario = 0;
  const byDifficulty: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const q of questions) {
    positions[q.answer as 0 | 1 | 2 | 3]++;
    const correctLen = q.options[q.answer]!.length;
    if (q.options.every((o, i) => i === q.answer || o.length < correctLen)) longestCorrect++;
    if (q.options.some((o) => ALL_NONE.test(o))) allNone++;
    if (q.scenario) scenario++;
    byDifficulty[q.difficulty] = (byDifficulty[q.difficulty] ?? 0) + 1;
  }
  return { total: questions.length, positions, longestCorrect, allNone, scenario, byDifficulty };
}

/** Absolute words that let a test-wise candidate rule an option out without knowing the law. */
export const ABSOLUTE = /\b(always|never|only|every|automatically)\b/i;

/** How many wrong options carry an absolute word while the key does not (0 when the key has one too). */
export function absoluteDistractors(q: { options: string[]; answer: number }) {
  if (ABSOLUTE.test(q.options[q.answer] ?? '')) return 0;
  return q.options.filter((o, i) => i !== q.answer && ABSOLUTE.test(o)).length;
}

const pct = (n: number, d: number) => (d === 0 ? 0 : (n / d) * 100);

export function checkContent(c: LoadedContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (file: string, message: string) => problems.push({ file, message });

  const unique = (kind: string, values: string[]) => {
    const seen = new Set<string>();
    for (const v of values) {
      if (seen.has(v)) add(kind, `duplicate ${kind}: "${v}"`);
      seen.add(v);
    }
  };

  const conceptIds = new Set(c.concepts.map((x) => x.id));
  unique(
    'concept id',
    c.concepts.map((x) => x.id),
  );
  unique(
    'flashcard id',
    c.flashcards.map((x) => x.id),
  );
  unique(
    'question id',
    c.questions.map((x) => x.id),
  );
  unique(
    'story id',
    c.stories.map((x) => x.id),
  );
  unique(
    'achievement id',
    c.achievements.map((x) => x.id),
  );
  unique(
    'glossary term',
    c.glossary.map((x) => foldText(x.term)),
  );
  unique(
    'flashcard front',
    c.flashcards.map((x) => foldText(x.front)),
  );
  unique(
    'state',
    c.states.map((s) => s.id),
  );

  for (const concept of c.concepts) {
    const prefix = { property: 'prop-', contracts: 'con-', financing: 'fin-', law: 'law-' }[concept.area];
    if (prefix && !concept.id.startsWith(prefix))
      add(`concepts/${concept.area}`, `${concept.id}: id must start with ${prefix}`);
  }

  const terms = new Set(c.glossary.map((t) => foldText(t.term)));
  for (const t of c.glossary) {
    const where = `glossary/${t.area}: ${t.term}`;
    for (const r of t.related)
      if (!terms.has(foldText(r))) add(where, `related term "${r}" is not in the glossary`);
    for (const id of t.concepts) if (!conceptIds.has(id)) add(where, `unknown concept id "${id}"`);
    const def = foldText(t.definition);
    for (const ex of t.examples) {
      const folded = foldText(ex);
      if (folded === def || (def.length > 30 && folded.includes(def)))
        add(where, 'an example repeats the definition');
    }
  }
  for (const f of c.flashcards)
    if (!conceptIds.has(f.concept)) add(`flashcards/${f.area}: ${f.id}`, `unknown concept id "${f.concept}"`);
  for (const q of c.questions)
    if (!conceptIds.has(q.concept)) add(`${q.file}: ${q.id}`, `unknown concept id "${q.concept}"`);
  for (const s of c.stories)
    for (const id of s.concepts) if (!conceptIds.has(id)) add(s.file, `unknown concept id "${id}"`);

  for (const concept of c.concepts) {
    const nTerms = c.glossary.filter((t) => t.concepts.includes(concept.id)).length;
    const nCards = c.flashcards.filter((f) => f.concept === concept.id).length;
    if (nTerms < floors.conceptGlossaryTerms)
      add(`concept ${concept.id}`, `has ${nTerms} glossary terms; needs ${floors.conceptGlossaryTerms}`);
    if (nCards < floors.conceptFlashcards)
      add(`concept ${concept.id}`, `has ${nCards} flashcards; needs ${floors.conceptFlashcards}`);
  }

  const floor = (kind: string, have: number, need: number) => {
    if (have < need) add(kind, `has ${have}; needs at least ${need}`);
  };
  floor('concepts', c.concepts.length, floors.concepts);
  floor('glossary terms', c.glossary.length, floors.glossary);
  floor('flashcards', c.flashcards.length, floors.flashcards);
  floor('achievements', c.achievements.length, floors.achievements);
  if (c.track.length !== 10) add('track', 'the learning track has exactly 10 steps');
  if (c.states.length !== 50) add('states', 'all 50 states are required');

  if (!c.math) add('math/reference.yaml', 'missing');
  else
    for (const cat of mathCategories) {
      const n = c.math.examples.filter((e) => e.category === cat).length;
      floor(`math examples (${cat})`, n, floors.mathExamplesPerCategory);
    }

  const questionIds = new Set(c.questions.map((q) => q.id));
  const cardIds = new Set(c.flashcards.map((f) => f.id));
  if (c.studyBanks.length !== 4) add('study/banks.yaml', 'needs a bank for each of the four sections');
  for (const bank of c.studyBanks) {
    for (const id of bank.questions)
      if (!questionIds.has(id)) add(`study/banks.yaml: ${bank.section}`, `unknown question id "${id}"`);
    for (const id of bank.flashcards)
      if (!cardIds.has(id)) add(`study/banks.yaml: ${bank.section}`, `unknown flashcard id "${id}"`);
  }
  for (const s of c.stories.filter((x) => x.section === 'overview'))
    if (!s.forSection) add(s.file, 'an overview story names the section it introduces (forSection)');

  problems.push(...checkQuestions(c));
  problems.push(...checkStateQuestions(c));
  problems.push(...checkStories(c));
  return problems;
}

export function checkQuestions(c: LoadedContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (file: string, message: string) => problems.push({ file, message });
  const national = c.questions.filter((q) => !q.state);
  if (national.length < floors.questions)
    add('questions', `has ${national.length} national questions; needs at least ${floors.questions}`);
  for (const area of c.areas) {
    const n = national.filter((q) => q.area === area.id).length;
    if (n < floors.questionsPerArea)
      add(`questions/${area.id}`, `has ${n}; needs at least ${floors.questionsPerArea}`);
  }
  for (const q of national) {
    const where = `${q.file}: ${q.id}`;
    if (!q.rationales) add(where, 'needs a rationale for every option');
    if (!q.cognitive) add(where, 'needs a cognitive level (knowledge, application or analysis)');
    if (absoluteDistractors(q) >= 3)
      add(where, 'every wrong option carries an absolute word beside a hedged key');
  }
  for (const q of c.questions) {
    const where = `${q.file}: ${q.id}`;
    if (NEGATIVE.test(q.stem) && !NEGATIVE_CAPS.test(q.stem) && /\b(not|except)\b/i.test(q.stem)) {
      // Only flag stems whose question itself is negative: "Which is NOT ..." / "... EXCEPT".
      if (/\bwhich\b[^?]*\bnot\b|\bexcept\b/i.test(q.stem))
        add(where, 'negatively worded stem: put the negative in capitals (NOT, EXCEPT)');
    }
    const concept = c.concepts.find((x) => x.id === q.concept);
    if (concept && concept.area !== q.area && !q.state)
      add(where, `concept ${q.concept} belongs to area ${concept.area}, file is ${q.area}`);
  }
  if (national.length === 0) return problems;
  const f = computeQuestionFigures(national);
  f.positions.forEach((n, i) => {
    const share = pct(n, f.total);
    if (share < 20 || share > 30)
      add('questions', `answer position ${i + 1} holds ${share.toFixed(1)}% of answers (must be 20-30%)`);
  });
  if (pct(f.longestCorrect, f.total) > 35)
    add(
      'questions',
      `correct option is the longest in ${pct(f.longestCorrect, f.total).toFixed(1)}% (max 35%)`,
    );
  if (pct(f.allNone, f.total) > 2)
    add('questions', `"all/none of the above" in ${pct(f.allNone, f.total).toFixed(1)}% (max 2%)`);
  for (const d of [1, 2, 3, 4, 5])
    if (!f.byDifficulty[d]) add('questions', `no questions of difficulty ${d}`);
  const twoAbsolute = national.filter((q) => absoluteDistractors(q) === 2).length;
  if (pct(twoAbsolute, f.total) > 10)
    add('questions', `${twoAbsolute} items have two absolute wrong options beside a hedged key (max 10%)`);
  if (pct(f.scenario, f.total) < 100 / 3)
    add('questions', `scenario-style stems are ${pct(f.scenario, f.total).toFixed(1)}% (at least a third)`);
  for (const p of findNearDuplicates(c.questions.map((q) => ({ id: q.id, text: q.stem }))))
    add('questions', `near-duplicate stems ${p.a} and ${p.b} (similarity ${p.score.toFixed(2)})`);
  return problems;
}

/** State-law items: cited, known concepts, and per state the same balance rules as the national bank. */
export function checkStateQuestions(c: LoadedContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (file: string, message: string) => problems.push({ file, message });
  const conceptIds = new Set(c.concepts.map((x) => x.id));
  const seen = new Set(c.questions.map((q) => q.id));
  for (const q of c.stateQuestions) {
    const where = `${q.file}: ${q.id}`;
    if (seen.has(q.id)) add(where, `duplicate question id "${q.id}"`);
    seen.add(q.id);
    if (!q.id.startsWith(`q-${q.state.toLowerCase()}-`))
      add(where, `a ${q.state} item's id starts with q-${q.state.toLowerCase()}-`);
    if (!conceptIds.has(q.concept)) add(where, `unknown concept id "${q.concept}"`);
    if (!q.rationales) add(where, 'needs a rationale for every option');
    if (!q.cognitive) add(where, 'needs a cognitive level');
    if (absoluteDistractors(q) >= 3)
      add(where, 'every wrong option carries an absolute word beside a hedged key');
  }
  for (const story of c.stateStories) {
    const words = wordCount(story.body);
    if (words < STORY_WORDS.min || words > STORY_WORDS.max)
      add(story.file, `story has ${words} words (must be ${STORY_WORDS.min}-${STORY_WORDS.max})`);
    if (!story.body.includes('**What the exam asks**'))
      add(story.file, 'a story ends with **What the exam asks**');
    for (const id of story.concepts) if (!conceptIds.has(id)) add(story.file, `unknown concept id "${id}"`);
  }
  const byState = new Map<string, LoadedContent['stateQuestions']>();
  for (const q of c.stateQuestions) byState.set(q.state, [...(byState.get(q.state) ?? []), q]);
  for (const [state, items] of byState) {
    const f = computeQuestionFigures(items);
    if (f.total >= 40)
      f.positions.forEach((n, i) => {
        const share = pct(n, f.total);
        if (share < 20 || share > 30)
          add(`state-law/${state}`, `answer position ${i + 1} holds ${share.toFixed(1)}% (must be 20-30%)`);
      });
    if (pct(f.longestCorrect, f.total) > 35)
      add(
        `state-law/${state}`,
        `correct option is the longest in ${pct(f.longestCorrect, f.total).toFixed(1)}% (max 35%)`,
      );
    const twoAbsolute = items.filter((q) => absoluteDistractors(q) === 2).length;
    if (pct(twoAbsolute, f.total) > 10)
      add(
        `state-law/${state}`,
        `${twoAbsolute} items have two absolute wrong options beside a hedged key (max 10%)`,
      );
    for (const p of findNearDuplicates(items.map((q) => ({ id: q.id, text: q.stem }))))
      add(`state-law/${state}`, `near-duplicate stems ${p.a} and ${p.b} (similarity ${p.score.toFixed(2)})`);
  }
  return problems;
}

export function checkStories(c: LoadedContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (file: string, message: string) => problems.push({ file, message });
  for (const [section, need] of Object.entries(storyFloors)) {
    const inSection = c.stories.filter((s) => s.section === section);
    const stories = inSection.filter((s) => s.kind === 'story').length;
    const tips = inSection.filter((s) => s.kind === 'tip').length;
    if (stories < need.stories) add(`stories/${section}`, `has ${stories} stories; needs ${need.stories}`);
    if (tips < need.tips) add(`stories/${section}`, `has ${tips} tips; needs ${need.tips}`);
  }
  for (const s of c.stories) {
    for (const message of findPlaceholderProblems(`${s.title}\n${s.body}`)) add(s.file, message);
    if (s.kind !== 'story') continue;
    const words = wordCount(s.body);
    if (s.section === 'overview') {
      if (s.readTime < OVERVIEW_READ_MINUTES.min || s.readTime > OVERVIEW_READ_MINUTES.max)
        add(s.file, `overview stories read in 4-6 minutes (readTime ${s.readTime})`);
    } else if (words < STORY_WORDS.min || words > STORY_WORDS.max) {
      add(s.file, `story has ${words} words (must be ${STORY_WORDS.min}-${STORY_WORDS.max})`);
    }
  }
  return problems;
}
