import type { Executor } from '@server/db/client';
import {
  achievement,
  concept,
  contentDocument,
  flashcard,
  glossaryTerm,
  question,
  story,
  trackStep,
  usState,
} from '@server/db/schema/content';
import { rowFromContent } from '@server/learning/question-item';
import { isPremiumSection } from '@shared/domain/areas';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LoadedContent } from './load-content';

/**
 * The questions learners may be served: national and state items from files a second reader has
 * signed (`reviewer` set). A batch still under review stays in content/ but is not served.
 */
export function servedQuestions(c: LoadedContent) {
  const reviewed = new Set(
    [...c.questionFiles, ...c.stateQuestionFiles].filter((f) => f.reviewer).map((f) => f.file),
  );
  return [
    ...c.questions
      .filter((q) => reviewed.has(q.file))
      .map((q) => rowFromContent(q, { area: q.area, stateCode: q.state ?? null })),
    ...c.stateQuestions
      .filter((q) => reviewed.has(q.file))
      .map((q) => rowFromContent(q, { area: q.area, stateCode: q.state })),
  ];
}

/** Rows per insert: keeps each statement's parameter count well under PostgreSQL's limit. */
const CHUNK = 200;

async function upsert<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
  conflictTarget: PgTable['_']['columns'][string],
  /** Extra SQL on the existing row: rows it excludes are left as they are. */
  onlyWhere = '',
) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    if (chunk.length === 0) continue;
    const columns = table as unknown as Record<string, { name: string }>;
    const keys = Object.keys(chunk[0] as Record<string, unknown>).filter((k) => k !== 'id');
    const set = Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded."${columns[k]!.name}"`)]));
    // Only rows whose content changed are rewritten, so a re-seed of the same content changes nothing.
    const compared = keys.filter((k) => k !== 'updatedAt').map((k) => `"${columns[k]!.name}"`);
    const setWhere = sql.raw(
      `(${compared.map((c) => `${getTableName(table)}.${c}`).join(', ')}) is distinct from (${compared.map((c) => `excluded.${c}`).join(', ')})${onlyWhere}`,
    );
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's insert builder is generic over the table
    await (db.insert(table) as any)
      .values(chunk)
      .onConflictDoUpdate({ target: conflictTarget, set, setWhere });
  }
}

/** Marks rows of `table` whose id is no longer in content/ as retired; returns how many it retired. */
async function retireMissing(
  db: Executor,
  table: typeof question | typeof flashcard,
  ids: string[],
  now: Date,
) {
  const fromContent = table === question ? sql`and ${question.source} = 'content'` : sql``;
  const rows = await db
    .update(table)
    .set({ retiredAt: now })
    .where(sql`${table.retiredAt} is null and ${table.id} <> all(${sql.param(ids)}::text[]) ${fromContent}`)
    .returning({ id: table.id });
  return rows.length;
}

/**
 * Loads validated content into the database, inside the caller's transaction (all or nothing).
 * Idempotent: rows are upserted by their stable id, so running it twice changes nothing, and an
 * edited file updates its row. Questions and flashcards that left content/ are retired, not deleted:
 * never served again, while answers and reviews keep their history. User data is never touched.
 */
export async function seedContent(db: Executor, c: LoadedContent, now = new Date()) {
  await upsert(
    db,
    usState,
    c.states.map((s) => ({
      id: s.id,
      name: s.name,
      abbreviation: s.abbreviation,
      region: s.region,
      regulatoryBody: s.regulatoryBody,
      regulatoryAbbreviation: s.regulatoryAbbreviation,
      website: s.website,
      examProvider: s.examProvider,
      preEducationHours: s.preEducationHours,
      continuingEducationHours: s.continuingEducationHours,
      licenseRenewalYears: s.licenseRenewalYears,
      passingPercentage: s.passingPercentage,
      specialRequirements: s.specialRequirements,
      updatedAt: now,
    })),
    usState.id,
  );
  await upsert(
    db,
    concept,
    c.concepts.map((x) => ({
      id: x.id,
      area: x.area,
      title: x.title,
      summary: x.summary,
      topics: x.topics,
      updatedAt: now,
    })),
    concept.id,
  );
  await upsert(
    db,
    glossaryTerm,
    c.glossary.map((t) => ({
      id: t.slug,
      term: t.term,
      definition: t.definition,
      category: t.area,
      examples: t.examples,
      relatedTerms: t.related,
      conceptIds: t.concepts,
      updatedAt: now,
    })),
    glossaryTerm.id,
  );
  await upsert(
    db,
    flashcard,
    c.flashcards.map((f) => ({
      id: f.id,
      front: f.front,
      back: f.back,
      category: f.area,
      difficulty: f.difficulty,
      hint: f.hint ?? null,
      conceptId: f.concept,
      retiredAt: null,
      updatedAt: now,
    })),
    flashcard.id,
  );
  const questions = servedQuestions(c);
  await upsert(
    db,
    question,
    questions.map((q) => ({ ...q, updatedAt: now })),
    question.id,
    // An item an admin edited or retired (source 'content+admin') keeps the admin's version.
    " and question.source = 'content'",
  );
  const retiredQuestions = await retireMissing(
    db,
    question,
    questions.map((q) => q.id),
    now,
  );
  const retiredFlashcards = await retireMissing(
    db,
    flashcard,
    c.flashcards.map((f) => f.id),
    now,
  );
  const positions = new Map<string, number>();
  await upsert(
    db,
    story,
    c.stories.map((s) => {
      const key = `${s.section}/${s.kind}`;
      const position = s.order ?? (positions.get(key) ?? 0) + 1;
      positions.set(key, position);
      return {
        id: s.id,
        section: s.section,
        kind: s.kind,
        position,
        title: s.title,
        readTime: s.readTime,
        difficulty: s.difficulty,
        tags: s.tags,
        conceptIds: s.concepts,
        teaser: s.teaser,
        forSection: s.forSection ?? null,
        body: s.body,
        premium: isPremiumSection(s.section) || isPremiumSection(s.forSection ?? ''),
        updatedAt: now,
      };
    }),
    story.id,
  );
  await upsert(
    db,
    achievement,
    c.achievements.map((a) => ({ ...a, rule: a.rule as Record<string, unknown>, updatedAt: now })),
    achievement.id,
  );
  await upsert(
    db,
    trackStep,
    c.track.map((t) => ({
      id: t.id,
      position: t.order,
      title: t.title,
      description: t.description,
      type: t.type,
      target: t.target,
      mode: t.mode ?? null,
      estimatedMinutes: t.estimatedMinutes,
      required: t.required,
      premium: t.premium,
      updatedAt: now,
    })),
    trackStep.id,
  );
  const documents = [
    { id: 'areas', body: c.areas },
    ...c.blueprints.map((b) => ({ id: `blueprint:${b.id}`, body: b })),
    ...(c.math ? [{ id: 'math', body: c.math }] : []),
    ...c.exams.map((e) => ({ id: `exam:${e.state}`, body: e })),
    ...c.stateGlances.map((g) => ({
      id: `state-supplement:${g.state}`,
      body: { glance: g, story: c.stateStories.find((s) => s.state === g.state) ?? null },
    })),
    {
      id: 'study-banks',
      body: c.studyBanks.map((b) => ({
        section: b.section,
        questionIds: b.questions,
        flashcardIds: b.flashcards,
      })),
    },
  ];
  await upsert(
    db,
    contentDocument,
    documents.map((d) => ({ ...d, updatedAt: now })),
    contentDocument.id,
  );
  return {
    retired: { questions: retiredQuestions, flashcards: retiredFlashcards },
    states: c.states.length,
    concepts: c.concepts.length,
    glossary: c.glossary.length,
    flashcards: c.flashcards.length,
    questions: questions.length,
    stories: c.stories.length,
    achievements: c.achievements.length,
    track: c.track.length,
  };
}
