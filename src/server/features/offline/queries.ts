import type { Db, Executor } from '@server/db/client';
import { contentDocument, flashcard, question } from '@server/db/schema/content';
import { reviewState } from '@server/db/schema/learning';
import { bookmarkSync } from '@server/db/schema/practice';
import { contentCache } from '@server/lib/content-change';
import { and, asc, count, eq, inArray, isNull, max, or } from 'drizzle-orm';

type PackQuestionRow = typeof question.$inferSelect;
type PackFlashcardRow = Pick<
  typeof flashcard.$inferSelect,
  'id' | 'front' | 'back' | 'category' | 'difficulty' | 'hint'
>;
// Content, the same for every learner with the same areas and state: read once a minute at most per
// instance and forgotten when content changes, as the question pool and the state exams are (the whole
// bank through PGlite was some 100 ms of CPU in every learner's pack refresh).
const packQuestionsCache = contentCache<PackQuestionRow[]>(60_000);
const packFlashcardsCache = contentCache<PackFlashcardRow[]>(60_000);

/**
 * Every live question of these areas: national ones and the state's own. The rows are shared by the
 * instance's readers: read them, never change them.
 */
export function findPackQuestions(
  db: Db,
  areas: string[],
  stateCode: string,
  now = Date.now(),
): Promise<readonly PackQuestionRow[]> {
  return packQuestionsCache(db, `${[...areas].sort().join(',')}|${stateCode}`, now, async () =>
    readPackQuestions(db, areas, stateCode),
  );
}

/** The same rows read now, past the cache (a pack's content body is made from these, once per key). */
export function readPackQuestions(db: Db, areas: string[], stateCode: string) {
  return db
    .select()
    .from(question)
    .where(
      and(
        isNull(question.retiredAt),
        inArray(question.area, areas),
        or(isNull(question.stateCode), eq(question.stateCode, stateCode)),
      ),
    )
    .orderBy(asc(question.id));
}

/** Every live flashcard (shared by the instance's readers, as above). */
export function findPackFlashcards(db: Db, now = Date.now()): Promise<readonly PackFlashcardRow[]> {
  return packFlashcardsCache(db, 'all', now, async () => readPackFlashcards(db));
}

export function readPackFlashcards(db: Db) {
  return db
    .select({
      id: flashcard.id,
      front: flashcard.front,
      back: flashcard.back,
      category: flashcard.category,
      difficulty: flashcard.difficulty,
      hint: flashcard.hint,
    })
    .from(flashcard)
    .where(isNull(flashcard.retiredAt))
    .orderBy(asc(flashcard.id));
}

export function findScheduleRows(db: Db, userId: string) {
  return db.select().from(reviewState).where(eq(reviewState.userId, userId));
}

/**
 * What identifies the content's current version: the seed's hash, the last question edit, the counts.
 * Read each time (three aggregates): a pack's key must never name content this instance has not seen,
 * nor stay behind another instance's change (decision 30).
 */
export async function findContentVersion(db: Db) {
  const [[seed], [q], [f]] = await Promise.all([
    db
      .select({ body: contentDocument.body })
      .from(contentDocument)
      .where(eq(contentDocument.id, 'seed-hash')),
    db
      .select({ at: max(question.updatedAt), n: count() })
      .from(question)
      .where(isNull(question.retiredAt)),
    db
      .select({ at: max(flashcard.updatedAt), n: count() })
      .from(flashcard)
      .where(isNull(flashcard.retiredAt)),
  ]);
  const hash = (seed?.body as { hash?: string } | undefined)?.hash ?? '';
  return `${hash}|${q?.at?.toISOString() ?? ''}|${q?.n ?? 0}|${f?.at?.toISOString() ?? ''}|${f?.n ?? 0}`;
}

export async function findBookmarkSync(db: Executor, id: string) {
  const [row] = await db.select().from(bookmarkSync).where(eq(bookmarkSync.id, id));
  return row ?? null;
}

/** Records a bookmark change's client id; false when it was already held (a concurrent resend). */
export async function insertBookmarkSync(db: Executor, values: typeof bookmarkSync.$inferInsert) {
  const rows = await db
    .insert(bookmarkSync)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: bookmarkSync.id });
  return rows.length > 0;
}
