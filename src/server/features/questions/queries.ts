import type { Db } from '@server/db/client';
import { question } from '@server/db/schema/content';
import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';

export type QuestionFilter = {
  /** The areas the caller may see; a topic outside them finds nothing. */
  areas: readonly string[];
  /** An area id; absent, every area the caller may see. */
  topic?: string;
  stateCode?: string;
  /** Only the state's own items (stateCode = the state; none without a state), in any area. */
  stateLawOnly?: boolean;
  search?: string;
};

/** A LIKE pattern that matches `text` literally anywhere (%, _ and \ in the text are escaped). */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(f: QuestionFilter): SQL {
  const conditions: SQL[] = [isNull(question.retiredAt)];
  const areas = f.topic ? f.areas.filter((a) => a === f.topic) : [...f.areas];
  // An empty IN list is not valid SQL: no area means no rows.
  conditions.push(areas.length ? or(...areas.map((a) => eq(question.area, a)))! : eq(question.id, ''));
  if (f.stateLawOnly)
    conditions.push(f.stateCode ? eq(question.stateCode, f.stateCode) : eq(question.id, ''));
  else
    conditions.push(
      f.stateCode
        ? or(isNull(question.stateCode), eq(question.stateCode, f.stateCode))!
        : isNull(question.stateCode),
    );
  if (f.search) {
    const pattern = containsPattern(f.search);
    conditions.push(or(ilike(question.question, pattern), ilike(question.explanation, pattern))!);
  }
  return and(...conditions)!;
}

/** One page of the matching questions (area, then id: a stable order for paging) and how many match. */
export async function findQuestionsPage(db: Db, f: QuestionFilter, offset: number, limit: number) {
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(question)
      .where(where)
      .orderBy(asc(question.area), asc(question.stateCode), asc(question.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(question).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
