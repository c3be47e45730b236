import type { Executor } from '@server/db/client';
import {
  concept,
  contentDocument,
  flashcard,
  glossaryTerm,
  question,
  story,
  usState,
} from '@server/db/schema/content';
import { eq, sql } from 'drizzle-orm';

export type ContentCounts = {
  questions: number;
  glossaryTerms: number;
  flashcards: number;
  concepts: number;
  states: number;
  /** Family stories (not tips). */
  stories: number;
};

const countKeys = ['questions', 'glossaryTerms', 'flashcards', 'concepts', 'states', 'stories'] as const;

const COUNTS_ID = 'content-counts';

/** The content counts, counted now in one statement (national questions; every term, card, concept, state). */
export async function computeContentCounts(db: Executor): Promise<ContentCounts> {
  // Both drivers (PGlite and node-postgres) return { rows } from execute.
  const result = (await db.execute(sql`select
    (select count(*)::int from ${question} where ${question.stateCode} is null) as "questions",
    (select count(*)::int from ${glossaryTerm}) as "glossaryTerms",
    (select count(*)::int from ${flashcard}) as "flashcards",
    (select count(*)::int from ${concept}) as "concepts",
    (select count(*)::int from ${usState}) as "states",
    (select count(*)::int from ${story} where ${story.kind} = 'story') as "stories"`)) as unknown as {
    rows: Partial<Record<keyof ContentCounts, number>>[];
  };
  const row = result.rows[0];
  return {
    questions: Number(row?.questions ?? 0),
    glossaryTerms: Number(row?.glossaryTerms ?? 0),
    flashcards: Number(row?.flashcards ?? 0),
    concepts: Number(row?.concepts ?? 0),
    states: Number(row?.states ?? 0),
    stories: Number(row?.stories ?? 0),
  };
}

/** Counts the content and stores the figures: the seed and every admin change to content call it. */
export async function storeContentCounts(db: Executor) {
  const body = await computeContentCounts(db);
  await db
    .insert(contentDocument)
    .values({ id: COUNTS_ID, body, updatedAt: new Date() })
    .onConflictDoUpdate({ target: contentDocument.id, set: { body, updatedAt: new Date() } });
  return body;
}

/** The counts as last stored, in one read; counted now when nothing is stored yet (an unseeded database). */
export async function readContentCounts(db: Executor): Promise<ContentCounts> {
  const [row] = await db
    .select({ body: contentDocument.body })
    .from(contentDocument)
    .where(eq(contentDocument.id, COUNTS_ID));
  const stored = row?.body as Partial<ContentCounts> | undefined;
  // Figures stored before a count was added are counted afresh (the next seed stores them all).
  if (stored && countKeys.every((k) => typeof stored[k] === 'number')) return stored as ContentCounts;
  return computeContentCounts(db);
}
