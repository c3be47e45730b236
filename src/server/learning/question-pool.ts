import type { Db } from '@server/db/client';
import { question } from '@server/db/schema/content';
import { contentCache } from '@server/lib/content-change';
import type { PoolItem } from '@shared/learning/selection';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';

export type { PoolItem };

// Dropped when content changes (a seed, an import, an admin's edit): the pools are made again.
const poolCache = contentCache<PoolItem[]>(60_000);

/**
 * The slim question pool a learner may be served: national questions of these areas, plus the
 * state's own; retired questions never. Content changes only when it is seeded or imported, so
 * each instance keeps the pool for a minute (per database) instead of reading ~1,000 rows a round.
 */
export function findQuestionPool(
  db: Db,
  areas: string[],
  stateCode: string | null,
  now = Date.now(),
): Promise<PoolItem[]> {
  const key = `${[...areas].sort().join(',')}|${stateCode ?? ''}`;
  return poolCache(db, key, now, () =>
    db
      .select({
        id: question.id,
        area: question.area,
        conceptId: question.conceptId,
        topics: question.topics,
        stateCode: question.stateCode,
        stateTopic: question.stateTopic,
      })
      .from(question)
      .where(
        and(
          isNull(question.retiredAt),
          inArray(question.area, areas),
          stateCode
            ? or(isNull(question.stateCode), eq(question.stateCode, stateCode))
            : isNull(question.stateCode),
        ),
      )
      // In id order: the device picks rounds from its pack (also in id order) exactly as the server does.
      .orderBy(asc(question.id))
      .then((r) => r as PoolItem[]),
  );
}
