import type { Db } from '@server/db/client';
import { concept, flashcard, glossaryTerm, question, usState } from '@server/db/schema/content';
import { count, isNull } from 'drizzle-orm';

/** How much content the app holds, counted from the database (every count shown comes from here). */
export async function countContent(db: Db) {
  const n = async (table: typeof concept | typeof flashcard | typeof glossaryTerm | typeof usState) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const [questions] = await db.select({ n: count() }).from(question).where(isNull(question.stateCode));
  return {
    questions: questions?.n ?? 0,
    glossaryTerms: await n(glossaryTerm),
    flashcards: await n(flashcard),
    concepts: await n(concept),
    states: await n(usState),
  };
}
