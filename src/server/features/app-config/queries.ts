import type { Db } from '@server/db/client';
import { readContentCounts } from '@server/lib/content-counts';

/** How much content the app holds: the counts the seed (and each admin change to content) stored, in one read. */
export function countContent(db: Db) {
  return readContentCounts(db);
}
