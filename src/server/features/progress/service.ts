import { eq, sql } from 'drizzle-orm';
import type { ProgressResponse, ReadinessResponse } from '../../../shared/contracts/progress';
import { areas } from '../../../shared/domain/areas';
import { estimateReadiness } from '../../../shared/learning/readiness';
import type { Db } from '../../db/client';
import { answer } from '../../db/schema/learning';
import { AppError } from '../../lib/app-error';
import { findBlueprint, findState } from '../quiz/queries';
import { vendorForProvider } from '../quiz/service';

const percent = (c: number, n: number) => (n === 0 ? 0 : Math.round((c / n) * 100));

export async function getProgress(db: Db, userId: string): Promise<ProgressResponse> {
  const rows = await db
    .select({
      area: answer.area,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${answer.isCorrect})::int`,
    })
    .from(answer)
    .where(eq(answer.userId, userId))
    .groupBy(answer.area);
  const days = await db
    .selectDistinct({ day: answer.localDay })
    .from(answer)
    .where(eq(answer.userId, userId))
    .orderBy(sql`${answer.localDay} desc`)
    .limit(60);
  const list = areas.map((a) => {
    const r = rows.find((x) => x.area === a.id);
    const answered = r?.answered ?? 0;
    const correct = r?.correct ?? 0;
    return {
      area: a.id,
      title: a.title,
      questionsAnswered: answered,
      questionsCorrect: correct,
      accuracy: percent(correct, answered),
    };
  });
  const answered = list.reduce((s, a) => s + a.questionsAnswered, 0);
  const correct = list.reduce((s, a) => s + a.questionsCorrect, 0);
  return {
    areas: list,
    overall: { questionsAnswered: answered, questionsCorrect: correct, accuracy: percent(correct, answered) },
    activeDays: days.map((d) => d.day),
  };
}

/** Predicted score on the state's exam from the learner's own answers, per outline topic of the state's vendor. */
export async function getReadiness(db: Db, userId: string, stateCode: string): Promise<ReadinessResponse> {
  const state = await findState(db, stateCode);
  if (!state) throw new AppError('NOT_FOUND', `No data for state ${stateCode}.`);
  const vendor = vendorForProvider(state.examProvider);
  const blueprint = await findBlueprint(db, vendor);
  if (!blueprint) throw new AppError('UNAVAILABLE', 'The exam outline is not loaded yet.');
  type TopicRow = { topic: string; answered: number; correct: number };
  // Both drivers (PGlite and node-postgres) return { rows } from execute.
  const result = (await db.execute(
    sql`select t.topic as topic, count(*)::int as answered, (count(*) filter (where a.is_correct))::int as correct
        from ${answer} a, jsonb_array_elements_text(a.topics) as t(topic)
        where a.user_id = ${userId} group by t.topic`,
  )) as unknown as { rows: TopicRow[] };
  const stats = new Map(result.rows.map((r) => [r.topic, r]));
  const readiness = estimateReadiness(
    blueprint.topics.map((t) => ({
      topicId: t.id,
      title: t.title,
      weight: t.items ?? t.weight ?? 0,
      answered: Number(stats.get(t.id)?.answered ?? 0),
      correct: Number(stats.get(t.id)?.correct ?? 0),
    })),
  );
  return {
    stateCode: state.id as ReadinessResponse['stateCode'],
    vendor: vendor === 'pearson-vue' ? 'Pearson VUE' : 'PSI',
    passingPercentage: state.passingPercentage,
    ...readiness,
  };
}
