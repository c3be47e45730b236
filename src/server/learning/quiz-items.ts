import type { Executor } from '@server/db/client';
import { question } from '@server/db/schema/content';
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

/** Full items for these ids, in the order given; unknown ids are dropped. */
export async function findQuizItems(db: Executor, ids: string[]): Promise<QuizItem[]> {
  const bankIds = ids.filter((id) => !parseMathQuestionId(id));
  const rows = bankIds.length ? await db.select().from(question).where(inArray(question.id, bankIds)) : [];
  const byId = new Map(rows.map((r) => [r.id, itemFromRow(r)]));
  return ids.flatMap((id) => {
    const item = mathItem(id) ?? byId.get(id);
    return item ? [item] : [];
  });
}
