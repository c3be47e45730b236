import { findActiveEntitlement, findOrCreateProfile } from '@server/accounts/queries';
import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { stateShareOf } from '@server/exam/assembly';
import { findBlueprint, findState, findStateExam } from '@server/exam/queries';
import { vendorForProvider } from '@server/exam/vendor';
import { awardAchievements } from '@server/learning/achievements/service';
import { correctAnswerOf, itemFromRow, toQuizQuestion } from '@server/learning/question-item';
import { findQuestionPool } from '@server/learning/question-pool';
import { findQuizItems, mathItem } from '@server/learning/quiz-items';
import { recordAnswer, responseForStoredAnswer } from '@server/learning/record-answer';
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
import {
  findAnswer,
  findConceptStats,
  findRoundStart,
  findSchedule,
  findSession,
  findSessionAnswers,
  findSessionWithItem,
  insertQuizSession,
  markSessionCompleted,
} from './queries';
import { poolForTopic, selectMockExam, selectPracticeRound, selectWeakAreas } from './selection';

export type EngineContext = {
  db: Db;
  config: Config;
  viewer: Viewer;
  isPremium: boolean;
  now?: Date;
  rng?: () => number;
};

/**
 * What starting a round needs: the entitlement given (isPremium), or read with the profile and
 * schedule in one statement (loadPremium is the fallback for a learner without a profile yet).
 */
export type RoundContext = Omit<EngineContext, 'isPremium'> & {
  isPremium?: boolean;
  loadPremium?: () => Promise<boolean>;
};

/** What answering needs: the entitlement is read only for a preview round. */
export type AnswerContext = Omit<EngineContext, 'isPremium'> & { isPremium: () => Promise<boolean> };

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
  ctx: RoundContext,
  mode: QuizMode,
  stateCode: string,
  /** Challenge Mode on one topic: an outline domain, a state-portion topic, or `state-law`. */
  topic?: string,
): Promise<QuizSessionResponse> {
  const { db, viewer } = ctx;
  const now = ctx.now ?? new Date();
  const rng = ctx.rng ?? Math.random;
  // The profile, the entitlement and the schedule in one statement; one by one for a new learner
  // (no profile yet) and for a caller that already knows the entitlement.
  const start = ctx.isPremium === undefined ? await findRoundStart(db, viewer.id, now) : null;
  const profile = start?.profile ?? (await findOrCreateProfile(db, viewer.id));
  const isPremium =
    start?.isPremium ??
    ctx.isPremium ??
    (ctx.loadPremium ? await ctx.loadPremium() : (await findActiveEntitlement(db, viewer.id, now)) !== null);
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
    const schedule = start?.schedule ?? (await findSchedule(db, viewer.id, 'question'));
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
      ids = selectPracticeRound({
        mode,
        pool,
        stateCode,
        schedule,
        now,
        size: roundSize,
        stateShare: stateShareOf(await findStateExam(db, stateCode)),
        rng,
      }).map((i) => i.id);
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

/**
 * Records an answer once (the client's answer id is the idempotency key). The server decides
 * correctness from the question itself, then updates FSRS, points, level, streak and achievements.
 */
export async function submitAnswer(ctx: AnswerContext, req: AnswerRequest): Promise<AnswerResponse> {
  const { db, viewer } = ctx;
  const now = ctx.now ?? new Date();
  // The round and the question in one read; a resent answer id is found when the answer is stored
  // (or below, when the round no longer takes answers), so a new answer costs no lookup of its id.
  const found = await findSessionWithItem(db, req.sessionId, req.questionId);
  const session = found?.session ?? null;
  const refusal = (() => {
    if (!session || session.userId !== viewer.id)
      return new AppError('NOT_FOUND', 'No such quiz session for this learner.');
    if (!session.questionIds.includes(req.questionId))
      return new AppError('BAD_REQUEST', 'That question is not part of this quiz session.');
    if (session.completedAt) return new AppError('CONFLICT', 'This quiz session is already finished.');
    if (session.deadline && now > session.deadline)
      return new AppError(
        'CONFLICT',
        'Time is up for this exam: answers after the deadline are not accepted.',
      );
    return null;
  })();
  if (refusal || !session) {
    const existing = await findAnswer(db, req.answerId);
    if (!existing) throw refusal;
    if (existing.userId !== viewer.id) throw new AppError('CONFLICT', 'This answer id is already used.');
    const [item] = await findQuizItems(db, [existing.questionId]);
    return responseForStoredAnswer(db, viewer.id, existing, item);
  }
  const item = mathItem(req.questionId) ?? (found?.question ? itemFromRow(found.question) : null);
  if (!item) throw new AppError('NOT_FOUND', 'That question no longer exists.');
  if (!item.options.includes(req.selectedAnswer))
    throw new AppError('BAD_REQUEST', "selectedAnswer must be one of the question's options.");
  return recordAnswer(db, {
    answerId: req.answerId,
    userId: viewer.id,
    isPremium: ctx.isPremium,
    session,
    item,
    selectedAnswer: req.selectedAnswer,
    confidenceLevel: req.confidenceLevel,
    timeSpent: req.timeSpent,
    claimedCorrect: req.isCorrect ?? null,
    at: now,
    // A quiz answer commits without waiting for the WAL flush (decision 22).
    withoutFlushWait: true,
  });
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
