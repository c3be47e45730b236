import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  contentDocument,
  flashcard,
  glossaryTerm,
  question,
  story,
  usState,
} from '@server/db/schema/content';
import { learnerProfile } from '@server/db/schema/learners';
import { answer } from '@server/db/schema/learning';
import { findQuestionPool } from '@server/learning/question-pool';
import { authed, createTestApp, signUp, type TestApp } from '@server/test/helpers';
import { parseYaml, stringifyYaml } from '@shared/content/yaml';
import { count, eq, isNotNull, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from './load-content';
import { hashContentFiles, seedFromDirectory, seedLoadedContent } from './seed-if-changed';

const contentDir = join(import.meta.dirname, '..', '..', '..', '..', 'content');
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const latest = async () => {
  const [g] = await app.db.select({ at: max(glossaryTerm.updatedAt) }).from(glossaryTerm);
  const [q] = await app.db.select({ at: max(question.updatedAt) }).from(question);
  return [g?.at?.getTime(), q?.at?.getTime()];
};

// Each test seeds the whole bank (about 3,400 questions with the state banks) once or twice.
describe('the content seed', { timeout: 120_000 }, () => {
  it('loads every kind of content with the counts of the files', async () => {
    const result = await seedFromDirectory(app.db, contentDir);
    const { content } = loadContent(contentDir);
    expect(result.skipped).toBe(false);
    expect((await app.db.select({ n: count() }).from(usState))[0]!.n).toBe(50);
    // Every national and state item of a file a second reader signed, and nothing else.
    const reviewed = new Set(
      [...content.questionFiles, ...content.stateQuestionFiles].filter((f) => f.reviewer).map((f) => f.file),
    );
    const national = content.questions.filter((q) => reviewed.has(q.file)).length;
    const state = content.stateQuestions.filter((q) => reviewed.has(q.file)).length;
    expect(state).toBeGreaterThan(0);
    expect((await app.db.select({ n: count() }).from(question))[0]!.n).toBe(national + state);
    expect(
      (await app.db.select({ n: count() }).from(question).where(isNotNull(question.stateCode)))[0]!.n,
    ).toBe(state);
    expect((await app.db.select({ n: count() }).from(glossaryTerm))[0]!.n).toBe(content.glossary.length);
    expect((await app.db.select({ n: count() }).from(story))[0]!.n).toBe(content.stories.length);
  });

  it('is idempotent: seeding the same content again (even forced) changes no row', async () => {
    const before = await latest();
    expect((await seedFromDirectory(app.db, contentDir)).skipped).toBe(true);
    await seedFromDirectory(app.db, contentDir, { force: true });
    expect(await latest()).toEqual(before);
  });

  it('skips a seed whose files differ only in bytes that parse the same (a comment) and remembers those bytes', async () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'hp-content-')), 'content');
    cpSync(contentDir, copy, { recursive: true });
    const file = join(copy, 'areas.yaml');
    writeFileSync(file, `# a comment the seed does not need\n${readFileSync(file, 'utf8')}`);
    const before = await latest();
    expect((await seedFromDirectory(app.db, copy)).skipped).toBe(true);
    expect(await latest()).toEqual(before);
    const [doc] = await app.db.select().from(contentDocument).where(eq(contentDocument.id, 'seed-hash'));
    expect(doc?.body).toMatchObject({ filesHash: hashContentFiles(copy) });
    // Back to the real folder for the tests below.
    expect((await seedFromDirectory(app.db, contentDir)).skipped).toBe(true);
  });

  it('updates an edited item, leaves the rest and never touches learner data', async () => {
    const learner = await signUp(app);
    await app.inject({ url: '/api/user', headers: authed(learner) });
    await app.db
      .update(learnerProfile)
      .set({ totalPoints: 77 })
      .where(eq(learnerProfile.userId, learner.userId));
    const copy = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(contentDir, copy, { recursive: true });
    const file = join(copy, 'glossary', 'property.yaml');
    const doc = parseYaml(readFileSync(file, 'utf8')) as { terms: { term: string; definition: string }[] };
    doc.terms[0]!.definition = `EDITED ${doc.terms[0]!.definition}`;
    writeFileSync(file, stringifyYaml(doc));
    const { content } = loadContent(contentDir);
    const term = content.glossary.find((t) => t.term === doc.terms[0]!.term)!;
    const [untouchedBefore] = await app.db
      .select()
      .from(glossaryTerm)
      .where(eq(glossaryTerm.id, content.glossary.find((t) => t.area === 'law')!.slug));
    await seedFromDirectory(app.db, copy);
    const [edited] = await app.db.select().from(glossaryTerm).where(eq(glossaryTerm.id, term.slug));
    expect(edited!.definition.startsWith('EDITED ')).toBe(true);
    const [untouchedAfter] = await app.db
      .select()
      .from(glossaryTerm)
      .where(eq(glossaryTerm.id, untouchedBefore!.id));
    expect(untouchedAfter!.updatedAt.getTime()).toBe(untouchedBefore!.updatedAt.getTime());
    const [profile] = await app.db
      .select()
      .from(learnerProfile)
      .where(eq(learnerProfile.userId, learner.userId));
    expect(profile!.totalPoints).toBe(77);
  });

  it('refuses content with a broken file, listing the problem, and writes nothing at all', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(contentDir, copy, { recursive: true });
    // A valid edit beside the broken file: the refusal must not let it through either.
    const file = join(copy, 'glossary', 'property.yaml');
    const doc = parseYaml(readFileSync(file, 'utf8')) as { terms: { term: string; definition: string }[] };
    doc.terms[1]!.definition = `SHOULD NOT LOAD ${doc.terms[1]!.definition}`;
    writeFileSync(file, stringifyYaml(doc));
    writeFileSync(
      join(copy, 'flashcards', 'law.yaml'),
      'area: law\ncards:\n  - id: fc-law-001\n    front: only a front\n',
    );
    const before = await latest();
    const [cards] = await app.db.select({ n: count() }).from(flashcard);
    await expect(seedFromDirectory(app.db, copy, { force: true })).rejects.toThrow(
      /flashcards\/law\.yaml: cards\.0\.back/,
    );
    expect(await latest()).toEqual(before);
    expect((await app.db.select({ n: count() }).from(flashcard))[0]!.n).toBe(cards!.n);
    const [term] = await app.db.select().from(glossaryTerm).where(eq(glossaryTerm.term, doc.terms[1]!.term));
    expect(term!.definition.startsWith('SHOULD NOT LOAD')).toBe(false);
  });

  it('retires a question and a flashcard removed from content/: never served, history kept, back when restored', async () => {
    const learner = await signUp(app);
    const copy = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(contentDir, copy, { recursive: true });
    const qFile = join(copy, 'questions', 'property', 'batch-01.yaml');
    const qDoc = parseYaml(readFileSync(qFile, 'utf8')) as { questions: { id: string }[] };
    const gone = qDoc.questions.shift()!.id;
    writeFileSync(qFile, stringifyYaml(qDoc));
    const cFile = join(copy, 'flashcards', 'property.yaml');
    const cDoc = parseYaml(readFileSync(cFile, 'utf8')) as { cards: { id: string }[] };
    const goneCard = cDoc.cards.shift()!.id;
    writeFileSync(cFile, stringifyYaml(cDoc));
    await app.db.insert(answer).values({
      id: randomUUID(),
      userId: learner.userId,
      questionId: gone,
      area: 'property',
      topics: [],
      selectedAnswer: 'x',
      isCorrect: false,
      confidenceLevel: 'confident',
      timeSpentSeconds: 5,
      localDay: '2026-11-24',
    });

    const result = await seedFromDirectory(app.db, copy);
    expect(result.skipped ? null : result.counts.retired).toEqual({ questions: 1, flashcards: 1 });
    const [q] = await app.db.select().from(question).where(eq(question.id, gone));
    expect(q!.retiredAt).not.toBeNull();
    const pool = await findQuestionPool(
      app.db,
      ['property', 'contracts', 'financing', 'law'],
      null,
      Date.now() + 120_000,
    );
    expect(pool.some((p) => p.id === gone)).toBe(false);
    const cards = await app.inject({ url: '/api/flashcards?category=all', headers: authed(learner) });
    expect(cards.json().some((c: { id: string }) => c.id === goneCard)).toBe(false);
    expect((await app.db.select().from(answer).where(eq(answer.questionId, gone))).length).toBe(1);

    await seedFromDirectory(app.db, contentDir);
    const [back] = await app.db.select().from(question).where(eq(question.id, gone));
    expect(back!.retiredAt).toBeNull();
  });

  it('writes all tables or none: a failure late in the seed leaves the earlier tables as they were', async () => {
    const { content } = loadContent(contentDir);
    const [before] = await app.db.select().from(usState).where(eq(usState.id, 'AL'));
    content.states[0]!.name = 'Renamed in a seed that fails';
    // An achievement the database refuses (points must be an integer): the last tables fail.
    content.achievements[0]!.points = 1.5;
    await expect(seedLoadedContent(app.db, content, { force: true })).rejects.toThrow();
    const [after] = await app.db.select().from(usState).where(eq(usState.id, 'AL'));
    expect(after!.name).toBe(before!.name);
  });
});
