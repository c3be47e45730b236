import type { Db } from '@server/db/client';
import { findBlueprint, findState, findStateExam } from '@server/exam/queries';
import { vendorForProvider } from '@server/exam/vendor';
import { collectLearnerStats } from '@server/learning/achievements/stats';
import { isTrackStepComplete } from '@server/learning/achievements/track';
import { AppError } from '@server/lib/app-error';
import type { ProgressResponse, ReadinessResponse, TrackResponse } from '@shared/contracts/progress';
import type { EarnedAchievement } from '@shared/contracts/quiz';
import { areas } from '@shared/domain/areas';
import { portionTitles, stateTopicTitles } from '@shared/domain/exam';
import { READINESS_MIN_ANSWERS } from '@shared/domain/limits';
import { estimateReadiness, type TopicStats } from '@shared/learning/readiness';
import {
  findAchievements,
  findActiveDays,
  findAreaCounts,
  findEarnedAchievements,
  findStateBankTopics,
  findStateTopicCounts,
  findTopicCounts,
  findTrackSteps,
} from './queries';

type Icon = EarnedAchievement['icon'];

const percent = (c: number, n: number) => (n === 0 ? 0 : Math.round((c / n) * 100));

export async function getProgress(db: Db, userId: string): Promise<ProgressResponse> {
  const [rows, days] = await Promise.all([findAreaCounts(db, userId), findActiveDays(db, userId, 60)]);
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
    activeDays: days,
  };
}

/** Predicted score on the state's exam from the learner's own answers, per outline topic of the state's vendor. */
/**
 * Predicted score on the state's exam from the learner's own answers. Per portion, each against its
 * own pass mark: the national portion from answers per outline topic of the state's vendor, the state
 * portion from answers to the state's own state-law items per state topic (weighted by the bank), a
 * combined exam from both in its proportions. A portion shows no figure until it has
 * READINESS_MIN_ANSWERS answers to say something. The top-level figures are the national outline's.
 */
export async function getReadiness(db: Db, userId: string, stateCode: string): Promise<ReadinessResponse> {
  const state = await findState(db, stateCode);
  if (!state) throw new AppError('NOT_FOUND', `No data for state ${stateCode}.`);
  const vendor = vendorForProvider(state.examProvider);
  const [blueprint, exam, stats, stateStats, bank] = await Promise.all([
    findBlueprint(db, vendor),
    findStateExam(db, stateCode),
    findTopicCounts(db, userId),
    findStateTopicCounts(db, userId, stateCode),
    findStateBankTopics(db, stateCode),
  ]);
  if (!blueprint) throw new AppError('UNAVAILABLE', 'The exam outline is not loaded yet.');
  const nationalTopics: TopicStats[] = blueprint.topics.map((t) => ({
    topicId: t.id,
    title: t.title,
    weight: t.items ?? t.weight ?? 0,
    answered: Number(stats.get(t.id)?.answered ?? 0),
    correct: Number(stats.get(t.id)?.correct ?? 0),
  }));
  const stateTopics: TopicStats[] = bank.map((b) => {
    const s = stateStats.find((x) => x.topic === b.topic);
    return {
      topicId: b.topic,
      title: stateTopicTitles[b.topic] ?? 'State law',
      weight: b.items,
      answered: s?.answered ?? 0,
      correct: s?.correct ?? 0,
    };
  });
  const scale = (topics: TopicStats[], share: number) => {
    const total = topics.reduce((n, t) => n + t.weight, 0) || 1;
    return topics.map((t) => ({ ...t, weight: (t.weight / total) * share }));
  };
  const portion = (
    kind: 'national' | 'state' | 'combined',
    passPercent: number,
    topics: TopicStats[],
    needed: number,
  ) => {
    const r = estimateReadiness(topics);
    const enough = r.answered >= needed;
    return {
      kind,
      title: portionTitles[kind],
      passPercent,
      answered: r.answered,
      needed,
      predictedPercent: enough ? r.predictedPercent : null,
      low: enough ? r.low : null,
      high: enough ? r.high : null,
      byTopic: r.byTopic,
    };
  };
  const portions = (
    exam?.portions ?? [
      { id: 'national' as const, passPercent: state.passingPercentage, scoredItems: 1, stateItems: 0 },
    ]
  ).flatMap((p) => {
    if (p.id === 'national')
      return [portion('national', p.passPercent, nationalTopics, READINESS_MIN_ANSWERS.national)];
    if (p.id === 'state')
      return stateTopics.length
        ? [portion('state', p.passPercent, stateTopics, READINESS_MIN_ANSWERS.state)]
        : [];
    const share = stateTopics.length ? p.stateItems / p.scoredItems : 0;
    return [
      portion(
        'combined',
        p.passPercent,
        [...scale(nationalTopics, 1 - share), ...scale(stateTopics, share)],
        READINESS_MIN_ANSWERS.national,
      ),
    ];
  });
  const readiness = estimateReadiness(nationalTopics);
  return {
    stateCode: state.id as ReadinessResponse['stateCode'],
    vendor: vendor === 'pearson-vue' ? 'Pearson VUE' : 'PSI',
    passingPercentage: state.passingPercentage,
    ...readiness,
    portions,
  };
}

/** Every achievement there is to earn, cheapest first. */
export async function listAchievements(db: Db) {
  const rows = await findAchievements(db);
  return rows.map((a) => ({
    id: a.id,
    name: a.name,
    description: a.description,
    icon: a.icon as Icon,
    points: a.points,
  }));
}

/** The learner's achievements, newest first. */
export async function listEarnedAchievements(db: Db, userId: string): Promise<EarnedAchievement[]> {
  const rows = await findEarnedAchievements(db, userId);
  return rows
    .sort((x, y) => y.earnedAt.getTime() - x.earnedAt.getTime())
    .map(({ a, earnedAt }) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      icon: a.icon as Icon,
      points: a.points,
      earnedAt: earnedAt.toISOString(),
    }));
}

/** The guided track with each step marked done from the learner's own activity. */
export async function getTrack(db: Db, userId: string): Promise<TrackResponse> {
  const [steps, stats] = await Promise.all([findTrackSteps(db), collectLearnerStats(db, userId)]);
  const list = steps.map((s) => ({
    id: s.id,
    order: s.position,
    title: s.title,
    description: s.description,
    type: s.type as TrackResponse['steps'][number]['type'],
    target: s.target,
    mode: s.mode as TrackResponse['steps'][number]['mode'],
    estimatedMinutes: s.estimatedMinutes,
    required: s.required,
    premium: s.premium,
    completed: isTrackStepComplete(s.id, stats),
  }));
  return { completed: list.filter((s) => s.completed).length, total: list.length, steps: list };
}
