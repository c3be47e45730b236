import type { Db, Executor } from '@server/db/client';
import { flashcard, question } from '@server/db/schema/content';
import { bookmark } from '@server/db/schema/practice';
import { AppError } from '@server/lib/app-error';
import type { BookmarkType } from '@shared/contracts/practice';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';

/**
 * A learner's bookmarks on questions and flashcards: the online routes (practice) and the offline
 * outbox (POST /api/sync) set and remove them through the same rules.
 */
export async function findBookmarks(db: Executor, userId: string) {
  return db
    .select({ itemType: bookmark.itemType, itemId: bookmark.itemId })
    .from(bookmark)
    .where(eq(bookmark.userId, userId))
    .orderBy(desc(bookmark.createdAt), asc(bookmark.itemId));
}

/** The learner's bookmarked ids, newest first. */
export async function listBookmarkIds(db: Executor, userId: string) {
  const rows = await findBookmarks(db, userId);
  return {
    questions: rows.filter((r) => r.itemType === 'question').map((r) => r.itemId),
    flashcards: rows.filter((r) => r.itemType === 'flashcard').map((r) => r.itemId),
  };
}

export async function insertBookmark(db: Executor, userId: string, itemType: string, itemId: string) {
  await db.insert(bookmark).values({ userId, itemType, itemId }).onConflictDoNothing();
}

export async function deleteBookmark(db: Executor, userId: string, itemType: string, itemId: string) {
  await db
    .delete(bookmark)
    .where(and(eq(bookmark.userId, userId), eq(bookmark.itemType, itemType), eq(bookmark.itemId, itemId)));
}

/** The live question or flashcard by id (with whether it is Premium), or null. */
export async function findBookmarkable(db: Executor, itemType: BookmarkType, itemId: string) {
  if (itemType === 'question') {
    const [row] = await db
      .select({ id: question.id, premium: question.premium })
      .from(question)
      .where(and(eq(question.id, itemId), isNull(question.retiredAt)));
    return row ?? null;
  }
  const [row] = await db
    .select({ id: flashcard.id })
    .from(flashcard)
    .where(and(eq(flashcard.id, itemId), isNull(flashcard.retiredAt)));
  return row ? { id: row.id, premium: false } : null;
}

/**
 * Bookmarks a question or a flashcard (idempotent) or removes the bookmark. A free learner cannot
 * bookmark a Premium question: they are never shown one, so a request for it is refused, not stored.
 */
export async function applyBookmark(
  db: Db | Executor,
  who: { userId: string; isPremium: boolean },
  itemType: BookmarkType,
  itemId: string,
  on: boolean,
) {
  if (on) {
    const item = await findBookmarkable(db, itemType, itemId);
    if (!item) throw new AppError('NOT_FOUND', `No such ${itemType} to bookmark.`);
    if (item.premium && !who.isPremium)
      throw new AppError('PREMIUM_REQUIRED', 'This question is part of Premium. Upgrade to bookmark it.');
    await insertBookmark(db, who.userId, itemType, itemId);
  } else {
    await deleteBookmark(db, who.userId, itemType, itemId);
  }
}
