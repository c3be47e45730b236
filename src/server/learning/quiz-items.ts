import type { Executor } from '@server/db/client';
import { question } from '@server/db/schema/content';
import { onContentChange } from '@server/lib/content-change';
import { generateMathQuestion, parseMathQuestionId } from '@shared/generators/math/index';
import { inArray } from 'drizzle-orm';
import { itemFromGenerated, itemFromRow, type QuizItem } from './question-item';

export type { QuizItem };

/** A generated math question regenerated from its id alone, or null for any other id. */
export function mathItem(id: string): QuizItem | null {
  const parsed = parseMathQuestionId(id);
  return parsed
    ? itemFromGenerated(generateMathQuestion(parsed.familyId, parsed.seed, parsed.version))
    : null;
}

const ITEMS_TTL_MS = 60_000;
const itemCache = new WeakMap<object, { at: number; items: Map<string, QuizItem> }>();

/**
 * Full items for these ids, in the order given; unknown ids are dropped. Questions change only when
 * content does (a seed, an import, an admin's edit: each forgets this), so each instance keeps the
 * items it has read for a minute, as it keeps the question pool: a round's five cost no statement once
 * the bank's questions have been read.
 */
export async function findQuizItems(db: Executor, ids: string[], now = Date.now()): Promise<QuizItem[]> {
  let cache = itemCache.get(db);
  if (!cache || now - cache.at >= ITEMS_TTL_MS) {
    cache = { at: now, items: new Map() };
    itemCache.set(db, cache);
  }
  const known = cache.items;
  const missing = ids.filter((id) => !parseMathQuestionId(id) && !known.has(id));
  if (missing.length) {
    const rows = await db.select().from(question).where(inArray(question.id, missing));
    for (const r of rows) known.set(r.id, itemFromRow(r));
  }
  return ids.flatMap((id) => {
    const item = mathItem(id) ?? known.get(id);
    return item ? [item] : [];
  });
}

// A seed, an import or an admin's edit changed the bank: items are read again (a read under way
// meanwhile fills the forgotten map, not the next one).
onContentChange((db) => itemCache.delete(db));
