import type { Executor } from '@server/db/client';
import { question } from '@server/db/schema/content';
import { answer } from '@server/db/schema/learning';
import { deckFrom, type MistakeEntry } from '@shared/learning/mistakes';
import { and, asc, eq, sql } from 'drizzle-orm';

/**
 * The mistakes deck: every bank question the learner answered wrong, until it is answered right
 * twice in a row on different days. After the last wrong answer every answer is right, so "twice in
 * a row on different days" is: right answers on at least two distinct local days since then.
 * (shared/learning/mistakes is the same rule for the device's offline copy.)
 */
export async function findMistakeIds(db: Executor, userId: string): Promise<string[]> {
  // Both drivers (PGlite and node-postgres) return { rows } from execute.
  const result = (await db.execute(sql`
    with last_wrong as (
      select ${answer.questionId} as question_id, max(${answer.answeredAt}) as at
      from ${answer}
      where ${answer.userId} = ${userId} and not ${answer.isCorrect}
      group by ${answer.questionId}
    )
    select lw.question_id
    from last_wrong lw
    join ${question} q on q.id = lw.question_id and q.retired_at is null
    left join ${answer} a
      on a.user_id = ${userId} and a.question_id = lw.question_id and a.answered_at > lw.at and a.is_correct
    group by lw.question_id, lw.at
    having count(distinct a.local_day) < 2
    order by lw.at desc
  `)) as unknown as { rows: { question_id: string }[] };
  return result.rows.map((r) => r.question_id);
}

/**
 * Every question the learner has missed, with its last wrong answer and the right answers since, for
 * the offline pack (entries that left the deck are kept: a late offline answer lands as here).
 */
export async function findMistakeEntries(db: Executor, userId: string): Promise<MistakeEntry[]> {
  const rows = await db
    .select({
      questionId: answer.questionId,
      isCorrect: answer.isCorrect,
      at: answer.answeredAt,
      localDay: answer.localDay,
    })
    .from(answer)
    .where(
      and(
        eq(answer.userId, userId),
        sql`${answer.questionId} in (select ${answer.questionId} from ${answer} where ${answer.userId} = ${userId} and not ${answer.isCorrect})`,
      ),
    )
    .orderBy(asc(answer.answeredAt));
  return deckFrom(rows);
}
