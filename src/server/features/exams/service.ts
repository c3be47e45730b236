import { findOrCreateProfile, lockProfile, setProfileTotals, updateProfile } from '@server/accounts/queries';
import type { Config } from '@server/config';
import type { Db, Tx } from '@server/db/client';
import { answer, quizSession } from '@server/db/schema/learning';
import { assembleExam, assemblePreview, blueprintIdFor } from '@server/exam/assembly';
import { findBlueprint, findState, findStateExam } from '@server/exam/queries';
import { awardAchievements } from '@server/learning/achievements/service';
import { correctAnswerOf } from '@server/learning/question-item';
import { findQuestionPool } from '@server/learning/question-pool';
import { findQuizItems } from '@server/learning/quiz-items';
import { scheduleReview } from '@server/learning/scheduling';
import { AppError } from '@server/lib/app-error';
import type { Viewer } from '@server/lib/viewer';
import type {
  ExamAttemptView,
  ExamHistoryResponse,
  ExamResponseRequest,
  ExamResults,
  ExamStructureResponse,
} from '@shared/contracts/exams';
import { allAreaIds, freeAreaIds } from '@shared/domain/areas';
import {
  portionTitles,
  practicePathForDomain,
  stateTopicTitles,
  studyPathForDomain,
} from '@shared/domain/exam';
import { PREVIEW_LIMIT } from '@shared/domain/limits';
import { mathFamilies, mathQuestionId, parseMathQuestionId } from '@shared/generators/math/index';
import { levelForPoints, pointsForAnswer } from '@shared/learning/points';
import { localDay, nextStreak } from '@shared/learning/streak';
import { Rating } from 'ts-fsrs';
import {
  type Attempt,
  countStateItems,
  findAttempt,
  findHistory,
  findOpenAttempt,
  findPortions,
  findResponses,
  insertAttempt,
  markAttemptSubmitted,
  markPortionSubmitted,
  type Portion,
  savePosition,
  saveResponse,
  startPortion,
} from './queries';

export type ExamContext = {
  db: Db;
  config: Config;
  viewer: Viewer;
  isPremium: boolean;
  now: Date;
  rng?: () => number;
};

type PortionKind = ExamStructureResponse['portions'][number]['kind'];

async function requireExam(db: Db, stateCode: string) {
  const exam = await findStateExam(db, stateCode);
  const blueprint = exam ? await findBlueprint(db, blueprintIdFor(exam)) : null;
  if (!exam || !blueprint) throw new AppError('NOT_FOUND', `No exam structure is loaded for ${stateCode}.`);
  return { exam, blueprint };
}

/** The state's exam as published, what our bank can fill of it, and (for a free learner) the preview. */
export async function getExamStructure(ctx: ExamContext, stateCode: string): Promise<ExamStructureResponse> {
  const { db } = ctx;
  const [{ exam }, state, bank, open, profile] = await Promise.all([
    requireExam(db, stateCode),
    findState(db, stateCode),
    countStateItems(db, stateCode),
    findOpenAttempt(db, ctx.viewer.id),
    findOrCreateProfile(db, ctx.viewer.id),
  ]);
  const first = exam.portions[0]!;
  const previewItems = Math.max(0, Math.min(PREVIEW_LIMIT, PREVIEW_LIMIT - profile.previewUsed));
  const perItem = (first.minutes * 60) / (first.scoredItems + first.pretestItems);
  return {
    stateCode: exam.state,
    stateName: state?.name ?? exam.state,
    vendor: exam.vendor,
    spec: exam.spec,
    portions: exam.portions.map((p) => {
      const stateSlots = p.id === 'state' ? p.scoredItems : p.id === 'combined' ? p.stateItems : 0;
      return {
        kind: p.id,
        title: portionTitles[p.id],
        scoredItems: p.scoredItems,
        pretestItems: p.pretestItems,
        minutes: p.minutes,
        passPercent: p.passPercent,
        passSource: p.passSource,
        bankItems: stateSlots > 0 ? bank : null,
        shortBy: Math.max(0, stateSlots - bank),
      };
    }),
    unconfirmed: exam.unconfirmed,
    sources: exam.sources,
    notes: exam.notes ?? null,
    preview: ctx.isPremium
      ? null
      : { items: previewItems, minutes: Math.ceil((perItem * previewItems) / 60) },
    openAttemptId: open?.id ?? null,
  };
}

function mathIdsFor(rng: () => number) {
  return (count: number) =>
    Array.from({ length: count }, (_, i) => {
      const family = mathFamilies[(Math.floor(rng() * mathFamilies.length) + i) % mathFamilies.length]!;
      return mathQuestionId(family.id, family.version, Math.floor(rng() * 1_000_000));
    });
}

/**
 * Starts an attempt (the first portion's clock starts now). One attempt at a time: an attempt still
 * under way is returned instead of a new one. A free learner gets the preview, which uses up the
 * shared preview allowance when it starts.
 */
export async function startExam(ctx: ExamContext, stateCode: string): Promise<ExamAttemptView> {
  const { db, viewer, isPremium, now } = ctx;
  const open = await findOpenAttempt(db, viewer.id);
  if (open) return attemptView(ctx, open.id);
  const { exam, blueprint } = await requireExam(db, stateCode);
  const rng = ctx.rng ?? Math.random;
  const pool = await findQuestionPool(db, isPremium ? allAreaIds : freeAreaIds, stateCode);
  let portions: ReturnType<typeof assembleExam>;
  if (isPremium) {
    portions = assembleExam({ exam, blueprint, pool, rng, mathIds: mathIdsFor(rng) });
  } else {
    const profile = await findOrCreateProfile(db, viewer.id);
    const left = PREVIEW_LIMIT - profile.previewUsed;
    if (left <= 0)
      throw new AppError(
        'PREVIEW_EXHAUSTED',
        'Your 5 free preview questions are used up. Upgrade to Premium to sit the full exam.',
      );
    portions = assemblePreview({ exam, blueprint, pool, rng, count: left });
    await updateProfile(db, viewer.id, { previewUsed: profile.previewUsed + portions[0]!.items.length });
  }
  if (ctx.config.MOCK_EXAM_SECONDS)
    portions = portions.map((p) => ({ ...p, timeLimitSeconds: ctx.config.MOCK_EXAM_SECONDS! }));
  const attempt = await insertAttempt(
    db,
    { userId: viewer.id, stateCode, vendor: exam.vendor, isPreview: !isPremium, now },
    portions,
  );
  return attemptView(ctx, attempt.id);
}

async function ownAttempt(ctx: ExamContext, attemptId: string): Promise<Attempt> {
  const attempt = await findAttempt(ctx.db, attemptId);
  if (!attempt || attempt.userId !== ctx.viewer.id)
    throw new AppError('NOT_FOUND', 'No such exam attempt for this learner.');
  return attempt;
}

function portionStatus(p: Portion, _now: Date): 'waiting' | 'running' | 'submitted' {
  if (p.submittedAt) return 'submitted';
  if (!p.startedAt) return 'waiting';
  return 'running';
}

/** Portions whose clock ran out are submitted as they stand, whoever asks first. */
async function settleExpired(ctx: ExamContext, attempt: Attempt, portions: Portion[]) {
  let changed = false;
  for (const p of portions) {
    if (!p.submittedAt && p.deadline && ctx.now >= p.deadline) {
      await submitPortionNow(ctx, attempt, p.position);
      changed = true;
    }
  }
  return changed ? findPortions(ctx.db, attempt.id) : portions;
}

export async function attemptView(ctx: ExamContext, attemptId: string): Promise<ExamAttemptView> {
  let attempt = await ownAttempt(ctx, attemptId);
  let portions = await findPortions(ctx.db, attempt.id);
  const before = portions.map((p) => p.submittedAt);
  portions = await settleExpired(ctx, attempt, portions);
  if (portions.some((p, i) => p.submittedAt !== before[i])) attempt = await ownAttempt(ctx, attemptId);
  const running = portions.find((p) => portionStatus(p, ctx.now) === 'running');
  const responses = running ? await findResponses(ctx.db, attempt.id) : [];
  const byQuestion = new Map(responses.map((r) => [r.questionId, r]));
  const items = running
    ? await findQuizItems(
        ctx.db,
        running.items.map((i) => i.questionId),
      )
    : [];
  return {
    attemptId: attempt.id,
    stateCode: attempt.stateCode as ExamAttemptView['stateCode'],
    vendor: attempt.vendor,
    isPreview: attempt.isPreview,
    createdAt: attempt.createdAt.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    position: attempt.position,
    portions: portions.map((p) => ({
      position: p.position,
      kind: p.kind as PortionKind,
      title: attempt.isPreview ? 'Preview exam' : portionTitles[p.kind as PortionKind],
      scoredItems: p.scoredItems,
      pretestItems: p.pretestItems,
      shortBy: p.shortBy,
      itemCount: p.items.length,
      minutes: p.minutes,
      timeLimitSeconds: p.timeLimitSeconds,
      passPercent: p.passPercent,
      status: portionStatus(p, ctx.now),
      deadline: p.deadline?.toISOString() ?? null,
      // Rounded up: the device counts down from this, so its clock must not reach zero (and submit
      // the portion as the learner's own) before the server's deadline.
      remainingSeconds: p.deadline
        ? Math.max(0, Math.ceil((p.deadline.getTime() - ctx.now.getTime()) / 1000))
        : null,
    })),
    // The exam payload never carries the key, the explanation or the rationales.
    items: items.map((item) => ({
      questionId: item.id,
      question: item.stem,
      options: item.options,
      selectedAnswer: byQuestion.get(item.id)?.selectedAnswer ?? null,
      flagged: byQuestion.get(item.id)?.flagged ?? false,
    })),
  };
}

function runningPortionOf(portions: Portion[], questionId: string, now: Date) {
  const portion = portions.find((p) => p.items.some((i) => i.questionId === questionId));
  if (!portion) throw new AppError('BAD_REQUEST', 'That question is not part of this exam.');
  if (portion.submittedAt)
    throw new AppError('CONFLICT', 'That portion is already submitted: answers can no longer change.');
  if (!portion.startedAt || !portion.deadline)
    throw new AppError('CONFLICT', 'That portion has not started yet.');
  if (now >= portion.deadline)
    throw new AppError(
      'CONFLICT',
      'Time is up for this portion: answers after the deadline are not accepted.',
    );
  return portion;
}

/** Saves a choice (or clears it) and the flag; idempotent, and an older resend never overwrites a newer save. */
export async function saveExamResponse(ctx: ExamContext, attemptId: string, req: ExamResponseRequest) {
  const attempt = await ownAttempt(ctx, attemptId);
  if (attempt.submittedAt) throw new AppError('CONFLICT', 'This exam is already submitted.');
  const portions = await findPortions(ctx.db, attempt.id);
  runningPortionOf(portions, req.questionId, ctx.now);
  if (req.selectedAnswer !== null) {
    const [item] = await findQuizItems(ctx.db, [req.questionId]);
    if (!item?.options.includes(req.selectedAnswer))
      throw new AppError('BAD_REQUEST', "selectedAnswer must be one of the question's options.");
  }
  const saved = await saveResponse(ctx.db, { attemptId: attempt.id, ...req }, ctx.now);
  return { saved };
}

export async function saveExamPosition(
  ctx: ExamContext,
  attemptId: string,
  position: { portion: number; index: number },
) {
  const attempt = await ownAttempt(ctx, attemptId);
  if (attempt.submittedAt) throw new AppError('CONFLICT', 'This exam is already submitted.');
  const portions = await findPortions(ctx.db, attempt.id);
  const portion = portions[position.portion];
  if (!portion || position.index >= portion.items.length)
    throw new AppError('BAD_REQUEST', 'That position is outside the exam.');
  await savePosition(ctx.db, attempt.id, position);
  return { saved: true };
}

/** Starts the next portion's clock (after the previous one is submitted). Idempotent. */
export async function startExamPortion(ctx: ExamContext, attemptId: string, position: number) {
  const attempt = await ownAttempt(ctx, attemptId);
  const portions = await findPortions(ctx.db, attempt.id);
  const portion = portions[position];
  if (!portion) throw new AppError('NOT_FOUND', 'This exam has no such portion.');
  if (portions.slice(0, position).some((p) => !p.submittedAt))
    throw new AppError('CONFLICT', 'Submit the earlier portion before starting this one.');
  if (await startPortion(ctx.db, attempt.id, position, ctx.now))
    await savePosition(ctx.db, attempt.id, { portion: position, index: 0 });
  return attemptView(ctx, attempt.id);
}

/**
 * Scores a portion and closes it once. When it is the last, the attempt joins the learning history:
 * one completed Exam Simulator session with an answer per answered scored item (FSRS, points,
 * streak and achievements as for any answer).
 */
async function submitPortionNow(ctx: ExamContext, attempt: Attempt, position: number) {
  const { db, now } = ctx;
  await db.transaction(async (tx) => {
    const portions = await findPortions(tx, attempt.id);
    const portion = portions[position];
    if (!portion || portion.submittedAt || !portion.startedAt) return;
    const responses = await findResponses(tx, attempt.id);
    const byQuestion = new Map(responses.map((r) => [r.questionId, r]));
    const items = await findQuizItems(
      tx,
      portion.items.map((i) => i.questionId),
    );
    const byId = new Map(items.map((i) => [i.id, i]));
    const scored = portion.items.filter((i) => i.scored);
    const correct = scored.filter((i) => {
      const item = byId.get(i.questionId);
      return item && byQuestion.get(i.questionId)?.selectedAnswer === correctAnswerOf(item);
    }).length;
    const submittedAt = portion.deadline && now > portion.deadline ? portion.deadline : now;
    if (
      !(await markPortionSubmitted(tx, attempt.id, position, {
        submittedAt,
        correctCount: correct,
        scoredTotal: scored.length,
      }))
    )
      return;
    const rest = portions.filter((p) => p.position !== position);
    if (rest.every((p) => p.submittedAt))
      await recordAttempt(tx, ctx, attempt, [...rest, { ...portion, submittedAt }]);
  });
}

async function recordAttempt(tx: Tx, ctx: ExamContext, attempt: Attempt, portions: Portion[]) {
  const { now, viewer } = ctx;
  const responses = await findResponses(tx, attempt.id);
  const byQuestion = new Map(responses.map((r) => [r.questionId, r]));
  const scoredItems = portions.flatMap((p) => p.items.filter((i) => i.scored));
  const items = new Map(
    (
      await findQuizItems(
        tx,
        scoredItems.map((i) => i.questionId),
      )
    ).map((i) => [i.id, i]),
  );
  const correctCount = portions.reduce((s, p) => s + (p.correctCount ?? 0), 0);
  const total = portions.reduce((s, p) => s + (p.scoredTotal ?? 0), 0);
  const [session] = await tx
    .insert(quizSession)
    .values({
      userId: viewer.id,
      mode: 'mock_exam',
      stateCode: attempt.stateCode,
      questionIds: scoredItems.map((i) => i.questionId),
      isPreview: attempt.isPreview,
      startedAt: attempt.createdAt,
      completedAt: now,
      correctCount,
      total,
    })
    .returning({ id: quizSession.id });
  const profile = await lockProfile(tx, viewer.id);
  const today = localDay(now, profile.timeZone);
  let points = 0;
  for (const s of scoredItems) {
    const r = byQuestion.get(s.questionId);
    const item = items.get(s.questionId);
    if (!r?.selectedAnswer || !item) continue;
    const isCorrect = r.selectedAnswer === correctAnswerOf(item);
    await tx.insert(answer).values({
      id: crypto.randomUUID(),
      userId: viewer.id,
      sessionId: session!.id,
      questionId: item.id,
      area: item.area,
      conceptId: item.conceptId,
      topics: item.topics,
      selectedAnswer: r.selectedAnswer,
      isCorrect,
      claimedCorrect: null,
      // No confidence is asked during an exam.
      confidenceLevel: 'exam',
      timeSpentSeconds: 0,
      localDay: today,
      answeredAt: now,
    });
    const math = parseMathQuestionId(item.id);
    await scheduleReview(
      tx,
      viewer.id,
      math ? 'math' : 'question',
      math?.familyId ?? item.id,
      isCorrect ? Rating.Good : Rating.Again,
      now,
    );
    points += pointsForAnswer(isCorrect, item.difficulty);
  }
  if (points > 0) {
    const streak = nextStreak(
      {
        currentStreak: profile.currentStreak,
        longestStreak: profile.longestStreak,
        lastActiveDay: profile.lastActiveDay,
      },
      today,
    );
    const totalPoints = profile.totalPoints + points;
    await setProfileTotals(tx, viewer.id, { totalPoints, level: levelForPoints(totalPoints), ...streak });
  }
  await markAttemptSubmitted(tx, attempt.id, now, session!.id);
  await awardAchievements(tx, viewer.id, now);
}

/** Submits a portion now (Submit, or the clock at zero). Idempotent: a second call reads the same state. */
export async function submitExamPortion(ctx: ExamContext, attemptId: string, position: number) {
  const attempt = await ownAttempt(ctx, attemptId);
  const portions = await findPortions(ctx.db, attempt.id);
  const portion = portions[position];
  if (!portion) throw new AppError('NOT_FOUND', 'This exam has no such portion.');
  if (!portion.startedAt) throw new AppError('CONFLICT', 'That portion has not started yet.');
  await submitPortionNow(ctx, attempt, position);
  return attemptView(ctx, attempt.id);
}

function domainTitle(domain: string, titles: Map<string, string>) {
  return titles.get(domain) ?? stateTopicTitles[domain] ?? 'State law';
}

/** Results once every portion is in: pass or fail per portion, per-domain scores, the full review. */
export async function examResults(ctx: ExamContext, attemptId: string): Promise<ExamResults> {
  await attemptView(ctx, attemptId); // settles a portion whose clock ran out
  const attempt = await ownAttempt(ctx, attemptId);
  if (!attempt.submittedAt) throw new AppError('CONFLICT', 'Results come once every portion is submitted.');
  const [portions, responses] = await Promise.all([
    findPortions(ctx.db, attempt.id),
    findResponses(ctx.db, attempt.id),
  ]);
  const blueprint = await findBlueprint(ctx.db, blueprintIdFor({ vendor: attempt.vendor as 'PSI' }));
  const titles = new Map((blueprint?.topics ?? []).map((t) => [t.id, t.title]));
  const byQuestion = new Map(responses.map((r) => [r.questionId, r]));
  const items = new Map(
    (
      await findQuizItems(
        ctx.db,
        portions.flatMap((p) => p.items.map((i) => i.questionId)),
      )
    ).map((i) => [i.id, i]),
  );
  const isCorrect = (questionId: string) => {
    const item = items.get(questionId);
    return Boolean(item && byQuestion.get(questionId)?.selectedAnswer === correctAnswerOf(item));
  };
  const portionResults = portions.map((p) => {
    const domains = new Map<string, { correct: number; total: number }>();
    for (const i of p.items.filter((x) => x.scored)) {
      const d = domains.get(i.domain) ?? { correct: 0, total: 0 };
      d.total++;
      if (isCorrect(i.questionId)) d.correct++;
      domains.set(i.domain, d);
    }
    const scoredTotal = p.scoredTotal ?? 0;
    const correct = p.correctCount ?? 0;
    const scorePercent = scoredTotal ? Math.round((correct / scoredTotal) * 100) : 0;
    const used =
      p.startedAt && p.submittedAt ? Math.round((p.submittedAt.getTime() - p.startedAt.getTime()) / 1000) : 0;
    return {
      kind: p.kind as PortionKind,
      title: attempt.isPreview ? 'Preview exam' : portionTitles[p.kind as PortionKind],
      correct,
      scoredTotal,
      scorePercent,
      passPercent: p.passPercent,
      // The pass mark is a share of the scored items: 72.5% of 40 needs 29 right.
      passed: scoredTotal > 0 && correct >= Math.ceil((p.passPercent / 100) * scoredTotal - 1e-9),
      timeUsedSeconds: Math.min(used, p.timeLimitSeconds),
      timeLimitSeconds: p.timeLimitSeconds,
      timedOut: Boolean(p.deadline && p.submittedAt && p.submittedAt >= p.deadline),
      shortBy: p.shortBy,
      domains: [...domains].map(([domain, d]) => ({
        domain,
        title: domainTitle(domain, titles),
        ...d,
        studyPath: studyPathForDomain(domain),
        practicePath: practicePathForDomain(domain),
      })),
    };
  });
  return {
    attemptId: attempt.id,
    stateCode: attempt.stateCode as ExamResults['stateCode'],
    isPreview: attempt.isPreview,
    createdAt: attempt.createdAt.toISOString(),
    submittedAt: attempt.submittedAt.toISOString(),
    passedAll: portionResults.every((p) => p.passed),
    portions: portionResults,
    review: portions.flatMap((p) =>
      p.items.flatMap((i) => {
        const item = items.get(i.questionId);
        if (!item) return [];
        const r = byQuestion.get(i.questionId);
        return [
          {
            questionId: item.id,
            portion: p.position,
            domainTitle: domainTitle(i.domain, titles),
            scored: i.scored,
            question: item.stem,
            options: item.options,
            selectedAnswer: r?.selectedAnswer ?? null,
            correctAnswer: correctAnswerOf(item),
            isCorrect: isCorrect(i.questionId),
            flagged: r?.flagged ?? false,
            explanation: item.explanation,
            rationales: item.rationales,
            citation: item.citation,
          },
        ];
      }),
    ),
  };
}

/** Every attempt of the learner, newest first, with scores per portion and time used. */
export async function examHistory(ctx: ExamContext): Promise<ExamHistoryResponse> {
  const rows = await findHistory(ctx.db, ctx.viewer.id);
  return {
    attempts: rows.map((a) => {
      const portions = a.portions.map((p) => {
        const done = p.submittedAt !== null && p.scoredTotal !== null;
        const scorePercent =
          done && p.scoredTotal ? Math.round(((p.correctCount ?? 0) / p.scoredTotal) * 100) : done ? 0 : null;
        return {
          kind: p.kind as PortionKind,
          title: a.isPreview ? 'Preview exam' : portionTitles[p.kind as PortionKind],
          scorePercent,
          passPercent: p.passPercent,
          passed: done
            ? (p.scoredTotal ?? 0) > 0 &&
              (p.correctCount ?? 0) >= Math.ceil((p.passPercent / 100) * (p.scoredTotal ?? 0) - 1e-9)
            : null,
          timeUsedSeconds:
            p.startedAt && p.submittedAt
              ? Math.round((p.submittedAt.getTime() - p.startedAt.getTime()) / 1000)
              : null,
        };
      });
      return {
        attemptId: a.id,
        stateCode: a.stateCode as ExamHistoryResponse['attempts'][number]['stateCode'],
        isPreview: a.isPreview,
        createdAt: a.createdAt.toISOString(),
        submittedAt: a.submittedAt?.toISOString() ?? null,
        passedAll: a.submittedAt ? portions.every((p) => p.passed) : null,
        portions,
      };
    }),
  };
}
