import type { Db } from '@server/db/client';
import { contentDocument, flashcard, glossaryTerm } from '@server/db/schema/content';
import { AppError } from '@server/lib/app-error';
import type {
  FlashcardsResponse,
  GlossaryResponse,
  MathReferenceResponse,
  ReferenceCategory,
} from '@shared/contracts/reference';
import { rankTerms } from '@shared/lib/rank-terms';
import { shuffle } from '@shared/lib/shuffle';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';

/** Glossary terms in alphabetical order, optionally one category; with a search, best match first. */
export async function listGlossaryTerms(
  db: Db,
  filter: { category?: ReferenceCategory; q?: string },
): Promise<GlossaryResponse> {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(glossaryTerm.category, filter.category));
  const rows = await db
    .select({
      id: glossaryTerm.id,
      term: glossaryTerm.term,
      definition: glossaryTerm.definition,
      category: glossaryTerm.category,
      examples: glossaryTerm.examples,
      relatedTerms: glossaryTerm.relatedTerms,
    })
    .from(glossaryTerm)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`lower(${glossaryTerm.term}) collate "C"`, glossaryTerm.id);
  const terms = rows.map((r) => ({ ...r, category: r.category as ReferenceCategory }));
  // A few hundred terms: ranked here, by the same rules as the screen's search (rankTerms).
  return filter.q ? rankTerms(terms, filter.q) : terms;
}

/**
 * Every flashcard, or one category's, in a new random order. Flashcards are a free tool: every
 * learner (and a visitor with no session) gets all four categories.
 */
export async function listFlashcards(
  db: Db,
  category: ReferenceCategory | 'all' | undefined,
  rng: () => number = Math.random,
): Promise<FlashcardsResponse> {
  const rows = await db
    .select({
      id: flashcard.id,
      front: flashcard.front,
      back: flashcard.back,
      category: flashcard.category,
      difficulty: flashcard.difficulty,
      hint: flashcard.hint,
    })
    .from(flashcard)
    .where(
      and(
        isNull(flashcard.retiredAt),
        category && category !== 'all' ? eq(flashcard.category, category) : undefined,
      ),
    )
    .orderBy(flashcard.id);
  return shuffle(
    rows.map((r) => ({ ...r, category: r.category as ReferenceCategory })),
    rng,
  );
}

export { reviewFlashcard } from '@server/learning/flashcard-review';

/** The whole math reference document (seeded from content/math). */
export async function getMathReference(db: Db): Promise<MathReferenceResponse> {
  const [doc] = await db.select().from(contentDocument).where(eq(contentDocument.id, 'math'));
  if (!doc) throw new AppError('NOT_FOUND', 'The math reference is not loaded yet.');
  return doc.body as MathReferenceResponse;
}
