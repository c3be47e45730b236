import { ApiError } from '@client/lib/api-client';
import type { SyncItem } from '@shared/contracts/offline';
import type { BookmarksResponse, BookmarkType } from '@shared/contracts/practice';
import { isOnline } from './online';
import { enqueue, flushOutbox, pendingItems } from './outbox';
import type { StoredPack } from './pack';
import { offlineStore } from './store';

/**
 * Bookmarks offline: a change made without a connection joins the one outbox (kind "bookmark", sent
 * once by its id through POST /api/sync) and the device's copy in the study pack moves at once, so
 * the bookmarks list shows what the learner did. Changes still waiting are laid over any list read
 * (the server's or the pack's) until the server holds them.
 */
type Marks = BookmarksResponse;
type BookmarkItem = Extract<SyncItem, { kind: 'bookmark' }>;

function listOf(marks: Marks, itemType: BookmarkType) {
  return itemType === 'question' ? marks.questions : marks.flashcards;
}

/** The list with one change: a new bookmark first (newest first, as the server orders them). */
export function withChange(marks: Marks, itemType: BookmarkType, itemId: string, on: boolean): Marks {
  const rest = listOf(marks, itemType).filter((id) => id !== itemId);
  const next = on ? [itemId, ...rest] : rest;
  return itemType === 'question' ? { ...marks, questions: next } : { ...marks, flashcards: next };
}

/** The list with the outbox's waiting bookmark changes applied, in the order they were made. */
export function withPending(marks: Marks, pending: readonly SyncItem[]): Marks {
  return pending
    .filter((i): i is BookmarkItem => i.kind === 'bookmark')
    .reduce((m, i) => withChange(m, i.itemType, i.itemId, i.on), marks);
}

async function packMarks(userId: string): Promise<Marks> {
  const pack = await offlineStore.get<StoredPack>('pack');
  const marks = pack?.userId === userId ? pack.bookmarks : undefined;
  return marks ?? { questions: [], flashcards: [] };
}

/** The learner's bookmarks: the server's when it answers, else this device's; waiting changes on top. */
export async function readBookmarks(userId: string, fetchServer: () => Promise<Marks>): Promise<Marks> {
  let base: Marks;
  if (!isOnline()) base = await packMarks(userId);
  else
    try {
      base = await fetchServer();
    } catch (err) {
      if (err instanceof ApiError) throw err;
      base = await packMarks(userId);
    }
  return withPending(base, await pendingItems());
}

/** A bookmark change kept on this device and queued for the server. */
export async function queueBookmark(userId: string, itemType: BookmarkType, itemId: string, on: boolean) {
  await enqueue({
    kind: 'bookmark',
    id: crypto.randomUUID(),
    itemType,
    itemId,
    on,
    at: new Date().toISOString(),
  });
  await offlineStore.update<StoredPack | undefined>('pack', (pack) =>
    pack && pack.userId === userId
      ? {
          ...pack,
          bookmarks: withChange(pack.bookmarks ?? { questions: [], flashcards: [] }, itemType, itemId, on),
        }
      : pack,
  );
  if (isOnline()) void flushOutbox();
}

/** Whether a change must wait in the outbox: offline, or older changes still queued before it. */
export async function mustQueue() {
  return !isOnline() || (await pendingItems()).length > 0;
}
