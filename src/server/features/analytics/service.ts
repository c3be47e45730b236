import type { Db } from '@server/db/client';
import { findQuizItems } from '@server/learning/quiz-items';
import type { Blueprint } from '@shared/content/schemas';
import type { ActivityResponse, ItemStat, PivotRow } from '@shared/contracts/analytics';
import { areaTitle } from '@shared/domain/areas';
import { ITEM_STATS_MIN_ATTEMPTS, observedDifficulty } from '@shared/domain/item-stats';
import {
  accuracyByTopic,
  countActiveLearners,
  countAnswersByDay,
  countAnswersByOption,
  countQuestionsByStateAndArea,
  findBlueprints,
} from './queries';

/** Spec section 3's pivot: questions in service by state ('Universal' for national items) and topic. */
export async function pivot(db: Db): Promise<PivotRow[]> {
  const rows = await countQuestionsByStateAndArea(db);
  return rows
    .map((r) => ({
      state_code: r.stateCode ?? 'Universal',
      topic_name: areaTitle(r.area),
      question_count: r.n,
    }))
    .sort((a, b) => a.state_code.localeCompare(b.state_code) || a.topic_name.localeCompare(b.topic_name));
}

const ITEM_LIMIT = 200;

/**
 * Item statistics from learners' answers: attempts, percent correct, observed against stated
 * difficulty (items that disagree most first, among those with enough answers), and how often each
 * option was picked, so a distractor nobody picks shows.
 */
export async function itemStats(db: Db) {
  const rows = await countAnswersByOption(db);
  const byQuestion = new Map<string, { attempts: number; correct: number; picks: Map<string, number> }>();
  for (const r of rows) {
    const s = byQuestion.get(r.questionId) ?? { attempts: 0, correct: 0, picks: new Map() };
    s.attempts += r.n;
    s.correct += r.correct;
    s.picks.set(r.selected, (s.picks.get(r.selected) ?? 0) + r.n);
    byQuestion.set(r.questionId, s);
  }
  const items = await findQuizItems(db, [...byQuestion.keys()]);
  const stats: ItemStat[] = items.map((item) => {
    const s = byQuestion.get(item.id)!;
    const observed = observedDifficulty(s.correct, s.attempts)!;
    return {
      questionId: item.id,
      question: item.stem,
      area: item.area,
      stateCode: item.stateCode,
      attempts: s.attempts,
      correct: s.correct,
      percentCorrect: Math.round((s.correct / s.attempts) * 1000) / 10,
      statedDifficulty: item.difficulty,
      observedDifficulty: observed,
      disagreement: observed - item.difficulty,
      enoughData: s.attempts >= ITEM_STATS_MIN_ATTEMPTS,
      options: item.options.map((text, i) => ({
        text,
        isKey: i === item.answerIndex,
        picks: s.picks.get(text) ?? 0,
      })),
    };
  });
  stats.sort(
    (a, b) =>
      Number(b.enoughData) - Number(a.enoughData) ||
      Math.abs(b.disagreement) - Math.abs(a.disagreement) ||
      b.attempts - a.attempts ||
      a.questionId.localeCompare(b.questionId),
  );
  return {
    items: stats.slice(0, ITEM_LIMIT),
    minAttempts: ITEM_STATS_MIN_ATTEMPTS,
    answeredItems: stats.length,
  };
}

const DAYS = 30;

/** Learning activity: answers and learners per day (last 30 days, UTC), active learners, accuracy by topic. */
export async function activity(db: Db, now: Date): Promise<ActivityResponse> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const since = new Date(today.getTime() - (DAYS - 1) * 86_400_000);
  const counted = new Map((await countAnswersByDay(db, since)).map((r) => [r.day, r]));
  const days = Array.from({ length: DAYS }, (_, i) => {
    const day = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { day, answers: counted.get(day)?.answers ?? 0, learners: counted.get(day)?.learners ?? 0 };
  });
  const titles = new Map<string, string>();
  for (const { body } of await findBlueprints(db))
    for (const t of (body as Blueprint).topics) titles.set(t.id, `${(body as Blueprint).vendor}: ${t.title}`);
  const topics = (await accuracyByTopic(db)).map((t) => ({
    topic: t.topic,
    title: titles.get(t.topic) ?? t.topic,
    answers: t.answers,
    percentCorrect: t.answers ? Math.round((t.correct / t.answers) * 1000) / 10 : 0,
  }));
  return {
    days,
    activeLearners: {
      last7Days: await countActiveLearners(db, new Date(now.getTime() - 7 * 86_400_000)),
      last30Days: await countActiveLearners(db, new Date(now.getTime() - 30 * 86_400_000)),
    },
    topics,
  };
}
