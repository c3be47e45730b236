import { findOrCreateProfile, lockProfile } from '@server/accounts/queries';
import type { Config } from '@server/config';
import type { Db, Executor } from '@server/db/client';
import type { answer } from '@server/db/schema/learning';
import { stateShareOf } from '@server/exam/assembly';
import { findBlueprint, findState, findStateExam } from '@server/exam/queries';
import { vendorForProvider } from '@server/exam/vendor';
import { awardAchievements } from '@server/learning/achievements/service';
import { correctAnswerOf, toQuizQuestion } from '@server/learning/question-item';
import { findQuestionPool } from '@server/learning/question-pool';
import { findQuizItems, type QuizItem } from '@server/learning/quiz-items';
import { scheduleReview } from '@server/learning/scheduling';
import { AppError } from '@server/lib/app-error';
import type { Viewer } from '@server/lib/viewer';
import type {
  AnswerRequest,
  AnswerResponse,
  QuizMode,
  QuizSessionResponse,
  SessionResult,
} from '@shared/contracts/quiz';
import { allAreaIds, areaTitle, freeAreaIds } from '@shared/domain/areas';
import {
  ADAPTIVE_ROUND_SIZE,
  PREVIEW_LIMIT,
  QUICK_ROUND_SIZE,
  WEAK_AREAS_ROUND_SIZE,
} from '@shared/domain/limits';
import { isPremiumMode } from '@shared/domain/modes';
import { findMockExamSpec } from '@shared/domain/states';
import { mathFamilies, mathQuestionId, parseMathQuestionId } from '@shared/generators/math/index';
import { ratingForAnswer } from '@shared/learning/confidence';
import { levelForPoints, pointsForAnswer } from '@shared/learning/points';
import { localDay, nextStreak } from '@shared/learning/streak';
import {
  consumePreviewAnswer,
  findAnswer,
  findConceptStats,
  findSchedule,
  findSession,
  findSessionAnswers,
  insertAnswer,
  insertQuizSession,
  isAnsweredInSession,
  markSessionCompleted,
  updateProfileAfterAnswer,
} from './queries';
import {
  mixStateItems,
  poolForTopic,
  selectAdaptive,
  selectMockExam,
  selectQuick,
  selectWeakAreas,
} from './selection';

/** Thrown inside the answer transaction when the same answer id was stored meanwhile. */
class DuplicateAnswer extends Error {}

export type EngineContext = {
  db: Db;
  config: Config;
  viewer: Viewer;
  isPremium: boolean;
  now?: Date;
  rng?: () => number;
};

function mathQuestionIds(count: number, rng: () => number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const family = mathFamilies[(Math.floor(rng() * mathFamilies.length) + i) % mathFamilies.length]!;
    return mathQuestionId(family.id, family.version, Math.floor(rng() * 1_000_000));
  });
}

/**
 * Creates a quiz session for the mode and returns its questions. Free learners get the free areas
 * only; in premium modes they get the shared preview (PREVIEW_LIMIT answers counted on the server).
 */
export async function createQuizSession(
  ctx: EngineContext,
  mode: QuizMode,
  stateCode: string,
  /** Challenge Mode on one topic: an outline domain, a state-portion topic, or `state-law`. */
  topic?: string,
): Promise<QuizSessionResponse> {
  const { db, viewer, isPremium } = ctx;
  const now = ctx.now ?? new Date();
  const rng = ctx.rng ?? Math.random;
  const profile = await findOrCreateProfile(db, viewer.id);
  const isPreview = !isPremium && isPremiumMode(mode);
  const previewLeft = PREVIEW_LIMIT - profile.previewUsed;
  if (isPreview && previewLeft <= 0) {
    throw new AppError(
      'PREVIEW_EXHAUSTED',
      'Your 5 free preview questions are used up. Upgrade to Premium to keep going.',
    );
  }
  const areas = isPremium ? allAreaIds : freeAreaIds;
  const pool = await findQuestionPool(db, areas, stateCode);
  let ids: string[];
  let deadline: Date | null = null;
  let timeLimitSeconds: number | null = null;

  if (mode === 'mock_exam') {
    const spec = findMockExamSpec(stateCode);
    const state = await findState(db, stateCode);
    const vendor = vendorForProvider(state?.examProvider);
    const blueprint = await findBlueprint(db, vendor);
    const topics = (blueprint?.topics ?? []).map((t) => ({ id: t.id, weight: t.items ?? t.weight ?? 0 }));
    const mathTopicId = vendor === 'pearson-vue' ? 'pv-math' : 'psi-math';
    const total = isPreview ? Math.min(previewLeft, spec.questions) : spec.questions;
    // The practice round of the Exam Simulator's shape: national items (the real exam, with its state
    // portion, is /api/exams).
    const national = pool.filter((p) => p.stateCode === null);
    const { items, mathCount } = selectMockExam(national, topics, mathTopicId, total, stateCode, rng);
    // Math belongs to Financing & Economics: free previewers get bank questions in its place.
    const math = isPremium ? mathQuestionIds(mathCount, rng) : [];
    ids = [...items.map((i) => i.id), ...math].slice(0, total);
    if (!isPremium && ids.length < total) {
      const extra = pool.filter((p) => !ids.includes(p.id)).slice(0, total - ids.length);
      ids.push(...extra.map((e) => e.id));
    }
    timeLimitSeconds = ctx.config.MOCK_EXAM_SECONDS ?? spec.minutes * 60;
    deadline = new Date(now.getTime() + timeLimitSeconds * 1000);
  } else {
    const schedule = await findSchedule(db, viewer.id, 'question');
    const size =
      mode === 'quick' ? QUICK_ROUND_SIZE : mode === 'adaptive' ? ADAPTIVE_ROUND_SIZE : WEAK_AREAS_ROUND_SIZE;
    const roundSize = isPreview ? Math.min(size, previewLeft) : size;
    const national = pool.filter((p) => p.stateCode === null);
    if (mode === 'weak_areas') {
      ids = selectWeakAreas(
        topic ? poolForTopic(pool, topic, stateCode) : national,
        await findConceptStats(db, viewer.id),
        schedule,
        now,
        roundSize,
        rng,
      ).items.map((i) => i.id);
    } else {
      const select = mode === 'quick' ? selectQuick : selectAdaptive;
      ids = mixStateItems(
        (items, n) => select(items, schedule, now, n, rng),
        national,
        pool.filter((p) => p.stateCode === stateCode),
        roundSize,
        stateShareOf(await findStateExam(db, stateCode)),
        rng,
      ).map((i) => i.id);
    }
  }

  const sessionId = await insertQuizSession(db, {
    userId: viewer.id,
    mode,
    stateCode,
    questionIds: ids,
    isPreview,
    deadline,
    total: ids.length,
  });
  const items = await findQuizItems(db, ids);
  return {
    sessionId,
    mode,
    stateCode: stateCode as QuizSessionResponse['stateCode'],
    questions: items.map(toQuizQuestion),
    deadline: deadline?.toISOString() ?? null,
    timeLimitSeconds,
    preview: isPreview ? { used: profile.previewUsed, limit: PREVIEW_LIMIT } : null,
  };
}

async function responseForStoredAnswer(
  db: Executor,
  userId: string,
  stored: typeof answer.$inferSelect,
  item: QuizItem | undefined,
): Promise<AnswerResponse> {
  const profile = await findOrCreateProfile(db, userId);
  return {
    answerId: stored.id,
    isCorrect: stored.isCorrect,
    correctAnswer: item ? correctAnswerOf(item) : '',
    explanation: item?.explanation ?? '',
    pointsEarned: 0,
    totalPoints: profile.totalPoints,
    level: profile.level,
    currentStreak: profile.currentStreak,
    longestStreak: profile.longestStreak,
    previewUsed: profile.previewUsed,
    newAchievements: [],
    duplicate: true,
  };
}

/**
 * Records an answer once (the client's answer id is the idempotency key). The server decides
 * correctness from the question itself, then updates FSRS, points, level, streak and achievements.
 */
export async function submitAnswer(ctx: EngineContext, req: AnswerRequest): Promise<AnswerResponse> {
  const { db, viewer } = ctx;
  const now = ctx.now ?? new Date();
  const existing = await findAnswer(db, req.answerId);
  if (existing) {
    if (existing.userId !== viewer.id) throw new AppError('CONFLICT', 'This answer id is already used.');
    const [item] = await findQuizItems(db, [existing.questionId]);
    return responseForStoredAnswer(db, viewer.id, existing, item);
  }
  const session = await findSession(db, req.sessionId);
  if (!session || session.userId !== viewer.id)
    throw new AppError('NOT_FOUND', 'No such quiz session for this learner.');
  if (!session.questionIds.includes(req.questionId))
    throw new AppError('BAD_REQUEST', 'That question is not part of this quiz session.');
  if (session.completedAt) throw new AppError('CONFLICT', 'This quiz session is already finished.');
  if (session.deadline && now > session.deadline)
    throw new AppError('CONFLICT', 'Time is up for this exam: answers after the deadline are not accepted.');
  const [item] = await findQuizItems(db, [req.questionId]);
  if (!item) throw new AppError('NOT_FOUND', 'That question no longer exists.');
  if (!item.options.includes(req.selectedAnswer))
    throw new AppError('BAD_REQUEST', "selectedAnswer must be one of the question's options.");
  const isCorrect = item.options.indexOf(req.selectedAnswer) === item.answerIndex;

  // Every write of an answer commits once, together: one flush to disk, and all or nothing.
  try {
    return await db.transaction(async (tx) => {
      // One answer of a learner at a time: the lock makes the checks below and the totals exact.
      const profile = await lockProfile(tx, viewer.id);
      if (await isAnsweredInSession(tx, session.id, item.id))
        throw new AppError('CONFLICT', 'That question was already answered in this round.');
      let previewUsed: number | null = null;
      if (session.isPreview && !ctx.isPremium) {
        previewUsed = await consumePreviewAnswer(tx, viewer.id, PREVIEW_LIMIT);
        if (previewUsed === null)
          throw new AppError(
            'PREVIEW_EXHAUSTED',
            'Your 5 free preview questions are used up. Upgrade to Premium to keep going.',
          );
      }

      const today = localDay(now, profile.timeZone);
      const stored = await insertAnswer(tx, {
        id: req.answerId,
        userId: viewer.id,
        sessionId: session.id,
        questionId: item.id,
        area: item.area,
        conceptId: item.conceptId,
        topics: item.topics,
        selectedAnswer: req.selectedAnswer,
        isCorrect,
        claimedCorrect: req.isCorrect ?? null,
        confidenceLevel: req.confidenceLevel,
        timeSpentSeconds: req.timeSpent,
        localDay: today,
        answeredAt: now,
      });
      if (!stored) throw new DuplicateAnswer();

      const rating = ratingForAnswer(isCorrect, req.confidenceLevel);
      const math = parseMathQuestionId(item.id);
      await scheduleReview(tx, viewer.id, math ? 'math' : 'question', math?.familyId ?? item.id, rating, now);

      const points = pointsForAnswer(isCorrect, item.difficulty);
      const streak = nextStreak(
        {
          currentStreak: profile.currentStreak,
          longestStreak: profile.longestStreak,
          lastActiveDay: profile.lastActiveDay,
        },
        today,
      );
      const totalPoints = profile.totalPoints + points;
      await updateProfileAfterAnswer(tx, viewer.id, {
        totalPoints,
        level: levelForPoints(totalPoints),
        ...streak,
        updatedAt: now,
      });
      const newAchievements = await awardAchievements(tx, viewer.id, now);
      const after = await findOrCreateProfile(tx, viewer.id);
      return {
        answerId: req.answerId,
        isCorrect,
        correctAnswer: correctAnswerOf(item),
        explanation: item.explanation,
        pointsEarned: points + newAchievements.reduce((s, a) => s + a.points, 0),
        totalPoints: after.totalPoints,
        level: after.level,
        currentStreak: after.currentStreak,
        longestStreak: after.longestStreak,
        previewUsed: previewUsed ?? (session.isPreview ? after.previewUsed : null),
        newAchievements,
        duplicate: false,
      };
    });
  } catch (err) {
    if (!(err instanceof DuplicateAnswer)) throw err;
    // A concurrent resend won the race (this attempt rolled back): report what was stored.
    const stored = await findAnswer(db, req.answerId);
    return responseForStoredAnswer(db, viewer.id, stored!, item);
  }
}

/**
 * Finishes a session and scores it. Unanswered items count wrong; an Exam Simulator past its
 * deadline is scored the same way, so at zero the exam is submitted as it stands.
 */
export async function completeQuizSession(ctx: EngineContext, sessionId: string): Promise<SessionResult> {
  const { db, viewer } = ctx;
  const now = ctx.now ?? new Date();
  const session = await findSession(db, sessionId);
  if (!session || session.userId !== viewer.id)
    throw new AppError('NOT_FOUND', 'No such quiz session for this learner.');
  const [answers, items, state] = await Promise.all([
    findSessionAnswers(db, session.id),
    findQuizItems(db, session.questionIds),
    session.mode === 'mock_exam' ? findState(db, session.stateCode) : Promise.resolve(null),
  ]);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const correct = items.filter((i) => byQuestion.get(i.id)?.isCorrect).length;
  const total = items.length;
  let newAchievements: SessionResult['newAchievements'] = [];
  // The first completion stands: a second one (a retry, a double click) only reads the result.
  if (
    !session.completedAt &&
    (await markSessionCompleted(db, session.id, { completedAt: now, correctCount: correct, total }))
  )
    newAchievements = await awardAchievements(db, viewer.id, now);
  const topics = new Map<string, { topic: string; correct: number; total: number }>();
  for (const item of items) {
    const topic = areaTitle(parseMathQuestionId(item.id) ? null : item.area);
    const t = topics.get(topic) ?? { topic, correct: 0, total: 0 };
    t.total++;
    if (byQuestion.get(item.id)?.isCorrect) t.correct++;
    topics.set(topic, t);
  }
  return {
    sessionId: session.id,
    mode: session.mode as SessionResult['mode'],
    total,
    answered: answers.length,
    correct,
    scorePercent: total ? Math.round((correct / total) * 100) : 0,
    passingPercentage: state?.passingPercentage ?? null,
    timedOut: Boolean(session.deadline && now > session.deadline),
    byTopic: [...topics.values()],
    review: items.map((item) => {
      const a = byQuestion.get(item.id);
      return {
        questionId: item.id,
        question: item.stem,
        options: item.options,
        selectedAnswer: a?.selectedAnswer ?? null,
        correctAnswer: correctAnswerOf(item),
        isCorrect: a?.isCorrect ?? false,
        explanation: item.explanation,
      };
    }),
    newAchievements,
  };
}
