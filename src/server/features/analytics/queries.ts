import type { Db } from '@server/db/client';
import { contentDocument, question } from '@server/db/schema/content';
import { answer } from '@server/db/schema/learning';
import { count, gte, isNull, like, sql } from 'drizzle-orm';

/** Questions in service by state (null: universal) and area. */
export async function countQuestionsByStateAndArea(db: Db) {
  return db
    .select({ stateCode: question.stateCode, area: question.area, n: count() })
    .from(question)
    .where(isNull(question.retiredAt))
    .groupBy(question.stateCode, question.area);
}

/** Answers per question and chosen option, with how many were right. */
export async function countAnswersByOption(db: Db) {
  return db
    .select({
      questionId: answer.questionId,
      selected: answer.selectedAnswer,
      n: sql<number>`count(*)::int`,
      correct: sql<number>`sum(case when ${answer.isCorrect} then 1 else 0 end)::int`,
    })
    .from(answer)
    .groupBy(answer.questionId, answer.selectedAnswer);
}

export async function countAnswersByDay(db: Db, since: Date) {
  const day = sql<string>`to_char(${answer.answeredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      answers: sql<number>`count(*)::int`,
      learners: sql<number>`count(distinct ${answer.userId})::int`,
    })
    .from(answer)
    .where(gte(answer.answeredAt, since))
    .groupBy(day);
}

export async function countActiveLearners(db: Db, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${answer.userId})::int` })
    .from(answer)
    .where(gte(answer.answeredAt, since));
  return row?.n ?? 0;
}

/** Accuracy by outline topic (each answer counts under each topic its question carries). */
export async function accuracyByTopic(db: Db) {
  // Both drivers (PGlite and node-postgres) return { rows } from execute.
  const result = (await db.execute(
    sql`select t.topic as topic, count(*)::int as answers, (count(*) filter (where a.is_correct))::int as correct
        from ${answer} a, jsonb_array_elements_text(a.topics) as t(topic)
        group by t.topic order by t.topic`,
  )) as unknown as { rows: { topic: string; answers: number; correct: number }[] };
  return result.rows;
}

export async function findBlueprints(db: Db) {
  return db
    .select({ body: contentDocument.body })
    .from(contentDocument)
    .where(like(contentDocument.id, 'blueprint:%'));
}
