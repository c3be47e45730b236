import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  AchievementsFile,
  AreasFile,
  Blueprint,
  ConceptsFile,
  FlashcardsFile,
  GlossaryFile,
  MathReference,
  QuestionsFile,
  StateExamsFile,
  StateGlance,
  StateQuestionsFile,
  StateStoryFrontMatter,
  StatesFile,
  StoryFrontMatter,
  StudyBanksFile,
  TrackFile,
} from '@shared/content/schemas';
import { parseYaml } from '@shared/content/yaml';
import type { z } from 'zod';

export type ContentProblem = { file: string; message: string };

export type Story = z.infer<typeof StoryFrontMatter> & { body: string; file: string };

export type LoadedContent = {
  areas: z.infer<typeof AreasFile>;
  blueprints: z.infer<typeof Blueprint>[];
  concepts: (z.infer<typeof ConceptsFile>['concepts'][number] & { area: string })[];
  glossary: (z.infer<typeof GlossaryFile>['terms'][number] & { area: string; slug: string })[];
  flashcards: (z.infer<typeof FlashcardsFile>['cards'][number] & { area: string })[];
  questions: (z.infer<typeof QuestionsFile>['questions'][number] & { area: string; file: string })[];
  questionFiles: { file: string; area: string; author: string; reviewer: string | null; count: number }[];
  stateQuestions: (z.infer<typeof StateQuestionsFile>['questions'][number] & {
    state: string;
    file: string;
  })[];
  stateGlances: z.infer<typeof StateGlance>[];
  stateStories: (z.infer<typeof StateStoryFrontMatter> & { body: string; file: string })[];
  stateQuestionFiles: {
    file: string;
    state: string;
    author: string;
    reviewer: string | null;
    count: number;
  }[];
  stories: Story[];
  states: z.infer<typeof StatesFile>;
  /** Each state's exam structure (vendor, portions, sources). */
  exams: z.infer<typeof StateExamsFile>;
  math: z.infer<typeof MathReference> | null;
  achievements: z.infer<typeof AchievementsFile>;
  track: z.infer<typeof TrackFile>;
  studyBanks: z.infer<typeof StudyBanksFile>;
};

export function slugify(term: string) {
  return term
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function listFiles(dir: string, ext: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return listFiles(full, ext);
    return name.endsWith(ext) ? [full] : [];
  });
}

function formatIssues(error: z.ZodError) {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}

/**
 * Reads and validates every content file. Problems are collected, not thrown, so the checker can
 * report all of them at once; callers that need clean content (the seed) refuse when any exist.
 */
export function loadContent(root: string): { content: LoadedContent; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const rel = (f: string) => relative(join(root, '..'), f);

  function readYaml<T>(file: string, schema: z.ZodType<T>): T | null {
    let raw: unknown;
    try {
      raw = parseYaml(readFileSync(file, 'utf8'));
    } catch (err) {
      problems.push({ file: rel(file), message: `cannot parse: ${(err as Error).message.split('\n')[0]}` });
      return null;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      for (const message of formatIssues(parsed.error)) problems.push({ file: rel(file), message });
      return null;
    }
    return parsed.data;
  }

  /** A Markdown file with YAML front matter, checked against its schema. */
  function readMarkdown<T>(file: string, schema: z.ZodType<T>): (T & { body: string; file: string }) | null {
    const src = readFileSync(file, 'utf8');
    const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(src);
    if (!match) {
      problems.push({ file: rel(file), message: 'missing YAML front matter between --- lines' });
      return null;
    }
    let fm: unknown;
    try {
      fm = parseYaml(match[1] ?? '');
    } catch (err) {
      problems.push({ file: rel(file), message: `front matter: ${(err as Error).message.split('\n')[0]}` });
      return null;
    }
    const parsed = schema.safeParse(fm);
    if (!parsed.success) {
      for (const message of formatIssues(parsed.error)) problems.push({ file: rel(file), message });
      return null;
    }
    return { ...parsed.data, body: (match[2] ?? '').trim(), file: rel(file) };
  }

  const content: LoadedContent = {
    areas: readYaml(join(root, 'areas.yaml'), AreasFile) ?? [],
    blueprints: listFiles(join(root, 'blueprints'), '.yaml').flatMap((f) => readYaml(f, Blueprint) ?? []),
    concepts: [],
    glossary: [],
    flashcards: [],
    questions: [],
    questionFiles: [],
    stateQuestions: [],
    stateQuestionFiles: [],
    stateGlances: [],
    stateStories: [],
    stories: [],
    states: readYaml(join(root, 'states', 'states.yaml'), StatesFile) ?? [],
    exams: readYaml(join(root, 'states', 'exams.yaml'), StateExamsFile) ?? [],
    math: null,
    achievements: readYaml(join(root, 'achievements', 'achievements.yaml'), AchievementsFile) ?? [],
    track: readYaml(join(root, 'track', 'track.yaml'), TrackFile) ?? [],
    studyBanks: readYaml(join(root, 'study', 'banks.yaml'), StudyBanksFile) ?? [],
  };

  for (const f of listFiles(join(root, 'concepts'), '.yaml')) {
    const data = readYaml(f, ConceptsFile);
    if (data) content.concepts.push(...data.concepts.map((c) => ({ ...c, area: data.area })));
  }
  for (const f of listFiles(join(root, 'glossary'), '.yaml')) {
    const data = readYaml(f, GlossaryFile);
    if (data)
      content.glossary.push(...data.terms.map((t) => ({ ...t, area: data.area, slug: slugify(t.term) })));
  }
  for (const f of listFiles(join(root, 'flashcards'), '.yaml')) {
    const data = readYaml(f, FlashcardsFile);
    if (data) content.flashcards.push(...data.cards.map((c) => ({ ...c, area: data.area })));
  }
  for (const f of listFiles(join(root, 'questions'), '.yaml')) {
    const data = readYaml(f, QuestionsFile);
    if (!data) continue;
    content.questionFiles.push({
      file: rel(f),
      area: data.area,
      author: data.author,
      reviewer: data.reviewer,
      count: data.questions.length,
    });
    content.questions.push(...data.questions.map((q) => ({ ...q, area: data.area, file: rel(f) })));
  }
  for (const f of listFiles(join(root, 'state-law'), '.yaml')) {
    if (f.endsWith('glance.yaml')) {
      const glance = readYaml(f, StateGlance);
      if (glance) content.stateGlances.push(glance);
      continue;
    }
    const data = readYaml(f, StateQuestionsFile);
    if (!data) continue;
    content.stateQuestionFiles.push({
      file: rel(f),
      state: data.state,
      author: data.author,
      reviewer: data.reviewer,
      count: data.questions.length,
    });
    content.stateQuestions.push(...data.questions.map((q) => ({ ...q, state: data.state, file: rel(f) })));
  }
  const mathFile = join(root, 'math', 'reference.yaml');
  if (listFiles(join(root, 'math'), '.yaml').includes(mathFile))
    content.math = readYaml(mathFile, MathReference);

  for (const f of listFiles(join(root, 'stories'), '.md')) {
    const story = readMarkdown(f, StoryFrontMatter);
    if (story) content.stories.push(story);
  }
  for (const f of listFiles(join(root, 'state-law'), '.md')) {
    const story = readMarkdown(f, StateStoryFrontMatter);
    if (story) content.stateStories.push(story);
  }
  return { content, problems };
}
