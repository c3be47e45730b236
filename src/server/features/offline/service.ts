import { createHash } from 'node:crypto';
import { findOrCreateProfile } from '@server/accounts/queries';
import type { Db } from '@server/db/client';
import { stateShareOf } from '@server/exam/assembly';
import { findStateExam } from '@server/exam/queries';
import { awardAchievements } from '@server/learning/achievements/service';
import {
  findAnswer,
  findSession,
  findSessionAnswers,
  insertOfflineSession,
  markSessionCompleted,
} from '@server/learning/answer-store';
import { applyBookmark, listBookmarkIds } from '@server/learning/bookmarks';
import { reviewFlashcard } from '@server/learning/flashcard-review';
import { findMistakeEntries } from '@server/learning/mistakes';
import { correctAnswerOf, itemFromRow, toQuizQuestion } from '@server/learning/question-item';
import { findQuizItems, type QuizItem } from '@server/learning/quiz-items';
import { originalPoints, recordAnswer } from '@server/learning/record-answer';
import { findStudyPlan } from '@server/learning/study-plan';
import { AppError } from '@server/lib/app-error';
import type { Viewer } from '@server/lib/viewer';
import {
  OFFLINE_PACK_MAX_QUESTIONS,
  type PackContent,
  type PackResponse,
  type SyncItem,
  type SyncItemResult,
  type SyncRequest,
  type SyncResponse,
} from '@shared/contracts/offline';
import type { FlashcardItem } from '@shared/contracts/reference';
import { allAreaIds, freeAreaIds } from '@shared/domain/areas';
import { orderDueThenNew, type PoolItem } from '@shared/learning/selection';
import { localDay, visibleStreak } from '@shared/learning/streak';
import {
  findBookmarkSync,
  findContentVersion,
  findPackFlashcards,
  findPackQuestions,
  findScheduleRows,
  insertBookmarkSync,
  readPackFlashcards,
  readPackQuestions,
} from './queries';

/** How old a client's time may be and still date its item (its day counts for the streak). */
export const OFFLINE_MAX_AGE_DAYS = 30;

export type SyncContext = { db: Db; viewer: Viewer; isPremium: boolean; now: Date };

/**
 * The time an offline item is dated by: the client's own clock, bounded. Never later than the
 * server's now (a fast clock cannot pre-date tomorrow's streak) and no older than OFFLINE_MAX_AGE_DAYS
 * (an older stamp is not believed: the item counts on the day it arrives).
 */
export function boundedTime(client: string, now: Date): Date {
  const at = new Date(client);
  if (Number.isNaN(at.getTime()) || at > now) return now;
  if (now.getTime() - at.getTime() > OFFLINE_MAX_AGE_DAYS * 86_400_000) return now;
  return at;
}

const blank = {
  duplicate: false,
  isCorrect: null,
  correctAnswer: null,
  pointsEarned: 0,
  due: null,
  error: null,
};

function mayUse(item: QuizItem, ctx: SyncContext) {
  return ctx.isPremium || !item.premium;
}

async function startRound(
  ctx: SyncContext,
  it: Extract<SyncItem, { kind: 'round_start' }>,
): Promise<SyncItemResult> {
  if (it.mode === 'adaptive' && !ctx.isPremium)
    throw new AppError('PREMIUM_REQUIRED', 'Smart Review is Premium: this round was not recorded.');
  const items = await findQuizItems(ctx.db, it.questionIds);
  if (items.length !== new Set(it.questionIds).size)
    throw new AppError('NOT_FOUND', 'A question of this round does not exist.');
  if (items.some((i) => !mayUse(i, ctx)))
    throw new AppError('PREMIUM_REQUIRED', 'This round holds Premium questions this learner may not use.');
  const stored = await insertOfflineSession(ctx.db, {
    id: it.id,
    userId: ctx.viewer.id,
    mode: it.mode,
    stateCode: it.stateCode,
    questionIds: it.questionIds,
    isPreview: false,
    startedAt: boundedTime(it.startedAt, ctx.now),
    total: it.questionIds.length,
  });
  if (!stored) {
    const existing = await findSession(ctx.db, it.id);
    if (existing?.userId !== ctx.viewer.id) throw new AppError('CONFLICT', 'This round id is already used.');
    return { id: it.id, kind: it.kind, status: 'accepted', ...blank, duplicate: true };
  }
  return { id: it.id, kind: it.kind, status: 'accepted', ...blank };
}

async function syncAnswer(
  ctx: SyncContext,
  it: Extract<SyncItem, { kind: 'answer' }>,
): Promise<SyncItemResult> {
  const { db, viewer } = ctx;
  const existing = await findAnswer(db, it.id);
  if (existing) {
    if (existing.userId !== viewer.id) throw new AppError('CONFLICT', 'This answer id is already used.');
    const [item] = await findQuizItems(db, [existing.questionId]);
    return {
      id: it.id,
      kind: it.kind,
      status: 'accepted',
      ...blank,
      duplicate: true,
      isCorrect: existing.isCorrect,
      correctAnswer: item ? correctAnswerOf(item) : null,
      pointsEarned: originalPoints(item, existing.isCorrect),
    };
  }
  const session = it.sessionId ? await findSession(db, it.sessionId) : null;
  if (it.sessionId) {
    if (!session || session.userId !== viewer.id)
      throw new AppError('NOT_FOUND', 'No such quiz round for this learner.');
    if (!session.questionIds.includes(it.questionId))
      throw new AppError('BAD_REQUEST', 'That question is not part of this round.');
    if (session.completedAt) throw new AppError('CONFLICT', 'This round was already finished.');
    if (session.deadline && ctx.now > session.deadline)
      throw new AppError(
        'CONFLICT',
        'Time is up for this exam: answers after the deadline are not accepted.',
      );
  }
  const [item] = await findQuizItems(db, [it.questionId]);
  if (!item) throw new AppError('NOT_FOUND', 'That question does not exist.');
  if (!mayUse(item, ctx) && !session?.isPreview)
    throw new AppError('PREMIUM_REQUIRED', 'That question is Premium: this learner may not answer it.');
  if (!item.options.includes(it.selectedAnswer))
    throw new AppError('BAD_REQUEST', "selectedAnswer must be one of the question's options.");
  const r = await recordAnswer(db, {
    answerId: it.id,
    userId: viewer.id,
    isPremium: async () => ctx.isPremium,
    session,
    item,
    selectedAnswer: it.selectedAnswer,
    confidenceLevel: it.confidenceLevel,
    timeSpent: it.timeSpent,
    claimedCorrect: null,
    at: boundedTime(it.answeredAt, ctx.now),
  });
  return {
    id: it.id,
    kind: it.kind,
    status: 'accepted',
    ...blank,
    duplicate: r.duplicate,
    isCorrect: r.isCorrect,
    correctAnswer: r.correctAnswer,
    pointsEarned: r.duplicate ? originalPoints(item, r.isCorrect) : r.pointsEarned,
  };
}

async function completeRound(
  ctx: SyncContext,
  it: Extract<SyncItem, { kind: 'round_complete' }>,
): Promise<SyncItemResult> {
  const session = await findSession(ctx.db, it.sessionId);
  if (!session || session.userId !== ctx.viewer.id)
    throw new AppError('NOT_FOUND', 'No such quiz round for this learner.');
  if (session.completedAt) return { id: it.id, kind: it.kind, status: 'accepted', ...blank, duplicate: true };
  const answers = await findSessionAnswers(ctx.db, session.id);
  const done = await markSessionCompleted(ctx.db, session.id, {
    completedAt: boundedTime(it.completedAt, ctx.now),
    correctCount: answers.filter((a) => a.isCorrect).length,
    total: session.questionIds.length,
  });
  if (!done) return { id: it.id, kind: it.kind, status: 'accepted', ...blank, duplicate: true };
  const earned = await awardAchievements(ctx.db, ctx.viewer.id, ctx.now);
  return {
    id: it.id,
    kind: it.kind,
    status: 'accepted',
    ...blank,
    pointsEarned: earned.reduce((s, a) => s + a.points, 0),
  };
}

async function rateFlashcard(
  ctx: SyncContext,
  it: Extract<SyncItem, { kind: 'flashcard_rating' }>,
): Promise<SyncItemResult> {
  const r = await reviewFlashcard(
    ctx.db,
    ctx.viewer.id,
    it.flashcardId,
    { reviewId: it.id, rating: it.rating },
    boundedTime(it.reviewedAt, ctx.now),
  );
  return {
    id: it.id,
    kind: it.kind,
    status: 'accepted',
    ...blank,
    duplicate: r.duplicate,
    due: r.due,
    pointsEarned: r.newAchievements.reduce((s, a) => s + a.points, 0),
  };
}

/**
 * A bookmark set or removed offline: the same rule as the online route (a free learner cannot
 * bookmark a Premium question), applied once per client id (a replay changes nothing, so an old
 * "bookmark" resent after a later "remove" cannot bring it back).
 */
async function syncBookmark(
  ctx: SyncContext,
  it: Extract<SyncItem, { kind: 'bookmark' }>,
): Promise<SyncItemResult> {
  const held = await findBookmarkSync(ctx.db, it.id);
  if (held) {
    if (held.userId !== ctx.viewer.id)
      throw new AppError('CONFLICT', 'This bookmark change id is already used.');
    return { id: it.id, kind: it.kind, status: 'accepted', ...blank, duplicate: true };
  }
  const applied = await ctx.db.transaction(async (tx) => {
    const fresh = await insertBookmarkSync(tx, {
      id: it.id,
      userId: ctx.viewer.id,
      itemType: it.itemType,
      itemId: it.itemId,
      on: it.on,
    });
    if (!fresh) return false;
    await applyBookmark(
      tx,
      { userId: ctx.viewer.id, isPremium: ctx.isPremium },
      it.itemType,
      it.itemId,
      it.on,
    );
    return true;
  });
  return { id: it.id, kind: it.kind, status: 'accepted', ...blank, duplicate: !applied };
}

function handle(ctx: SyncContext, it: SyncItem) {
  switch (it.kind) {
    case 'round_start':
      return startRound(ctx, it);
    case 'answer':
      return syncAnswer(ctx, it);
    case 'round_complete':
      return completeRound(ctx, it);
    case 'flashcard_rating':
      return rateFlashcard(ctx, it);
    case 'bookmark':
      return syncBookmark(ctx, it);
  }
}

/**
 * Applies a batch from the client's outbox in order, each item once: a refused item (not allowed, not
 * found, already answered) is reported and the rest go on; an unexpected failure stops the batch with
 * a 5xx, and the client sends it again (what was stored is then reported as a duplicate).
 */
export async function syncBatch(ctx: SyncContext, req: SyncRequest): Promise<SyncResponse> {
  const results: SyncItemResult[] = [];
  for (const it of req.items) {
    try {
      results.push(await handle(ctx, it));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({
        id: it.id,
        kind: it.kind,
        status: 'refused',
        ...blank,
        error: { code: err.code, message: err.message },
      });
    }
  }
  const profile = await findOrCreateProfile(ctx.db, ctx.viewer.id);
  return {
    results,
    profile: {
      totalPoints: profile.totalPoints,
      level: profile.level,
      currentStreak: visibleStreak(profile, localDay(ctx.now, profile.timeZone)),
      longestStreak: profile.longestStreak,
    },
  };
}

/** Names a pack's content: the content version, the entitlement, the state and the budget. */
export async function packContentKey(db: Db, isPremium: boolean, stateCode: string) {
  const version = await findContentVersion(db);
  return createHash('sha256')
    .update(`${version}|${isPremium}|${stateCode}|${OFFLINE_PACK_MAX_QUESTIONS}`)
    .digest('hex')
    .slice(0, 32);
}

type PackQuestionRows = Awaited<ReturnType<typeof findPackQuestions>>;
type PackFlashcardRows = Awaited<ReturnType<typeof findPackFlashcards>>;
// The items of a cached set of rows, made once per set (the rows are shared and never changed; each
// plan reads its own set, so the plan's filter below belongs to the set).
const itemsOfRows = new WeakMap<PackQuestionRows, QuizItem[]>();

function itemsOf(rows: PackQuestionRows, isPremium: boolean) {
  let items = itemsOfRows.get(rows);
  if (!items) {
    items = rows.map(itemFromRow).filter((i) => isPremium || !i.premium);
    itemsOfRows.set(rows, items);
  }
  return items;
}

/**
 * Every question and flashcard a plan and state may use, before the budget: the instance's copy (kept
 * a minute at most), or with `now` the rows as they are now.
 */
async function packContent(db: Db, isPremium: boolean, stateCode: string, read: 'kept' | 'now' = 'kept') {
  const areas = isPremium ? allAreaIds : freeAreaIds;
  const [rows, cards] = await Promise.all(
    read === 'kept'
      ? [findPackQuestions(db, areas, stateCode), findPackFlashcards(db)]
      : [readPackQuestions(db, areas, stateCode), readPackFlashcards(db)],
  );
  return { rows, items: itemsOf(rows, isPremium), cards };
}

function toPackContent(
  items: QuizItem[],
  rows: PackQuestionRows,
  cards: PackFlashcardRows,
): Pick<PackContent, 'questions' | 'flashcards'> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    questions: items.map((i) => ({
      ...toQuizQuestion(i),
      conceptId: i.conceptId,
      topics: i.topics,
      stateCode: i.stateCode,
      stateTopic: byId.get(i.id)?.stateTopic ?? null,
    })),
    flashcards: cards.map((c) => ({ ...c, category: c.category as FlashcardItem['category'] })),
  };
}

/**
 * The questions and flashcards every learner with this plan and state gets (what their contentKey
 * names), read now, past the instance's 60 s copy: the caller read the version (the key) first, so the
 * body is never older than its key, even when another instance changed the content. Null when the
 * questions are past the budget: the pack then chooses them per learner and carries them itself.
 */
export async function sharedPackContent(db: Db, isPremium: boolean, stateCode: string) {
  const { rows, items, cards } = await packContent(db, isPremium, stateCode, 'now');
  if (items.length > OFFLINE_PACK_MAX_QUESTIONS) return null;
  return toPackContent(items, rows, cards);
}

/**
 * The learner's study pack: the questions they may use (Premium areas only for a Premium learner,
 * national plus their state's, at most OFFLINE_PACK_MAX_QUESTIONS: due first, then new), the
 * flashcards, and their FSRS state, so rounds can be chosen and judged on the device offline. Asked
 * with `content: 'apart'`, the questions and flashcards are left out for the client to read from
 * GET /api/offline/content/{contentKey} (made once per key), unless they are past the budget.
 */
export async function buildPack(
  ctx: { db: Db; viewer: Viewer; isPremium: boolean; now: Date },
  query: { stateCode: string; have?: string; content?: 'inline' | 'apart' },
): Promise<PackResponse> {
  const { db, viewer, isPremium, now } = ctx;
  const [contentKey, schedule, exam, mistakes, bookmarks, plan, profile] = await Promise.all([
    packContentKey(db, isPremium, query.stateCode),
    findScheduleRows(db, viewer.id),
    findStateExam(db, query.stateCode),
    findMistakeEntries(db, viewer.id),
    listBookmarkIds(db, viewer.id),
    findStudyPlan(db, viewer.id),
    findOrCreateProfile(db, viewer.id),
  ]);
  const base = {
    builtAt: now.toISOString(),
    contentKey,
    stateCode: query.stateCode as PackResponse['stateCode'],
    isPremium,
    stateShare: stateShareOf(exam),
    maxQuestions: OFFLINE_PACK_MAX_QUESTIONS,
    mistakes,
    bookmarks,
    plan: plan ? { examDate: plan.examDate, desiredRetention: plan.desiredRetention } : null,
    timeZone: profile.timeZone,
    schedule: schedule.map((s) => ({
      itemType: s.itemType,
      itemId: s.itemId,
      due: s.due.toISOString(),
      stability: s.stability,
      difficulty: s.difficulty,
      elapsedDays: s.elapsedDays,
      scheduledDays: s.scheduledDays,
      learningSteps: s.learningSteps,
      reps: s.reps,
      lapses: s.lapses,
      state: s.state,
      lastReview: s.lastReview?.toISOString() ?? null,
    })),
  };
  if (query.have === contentKey) return { ...base, questions: null, flashcards: null };
  const { rows, items, cards } = await packContent(db, isPremium, query.stateCode);
  if (items.length <= OFFLINE_PACK_MAX_QUESTIONS) {
    if (query.content === 'apart') return { ...base, questions: null, flashcards: null };
    return { ...base, ...toPackContent(items, rows, cards) };
  }
  // Over budget: what is due or new first (seeded by the learner, so a refresh keeps the same pack).
  const due = new Map(
    schedule
      .filter((s) => s.itemType === 'question')
      .map((s) => [s.itemId, { due: s.due, lastReview: s.lastReview }]),
  );
  const keep = new Set(
    orderDueThenNew(items as PoolItem[], due, now, seededRng(viewer.id))
      .slice(0, OFFLINE_PACK_MAX_QUESTIONS)
      .map((i) => i.id),
  );
  return {
    ...base,
    ...toPackContent(
      items.filter((i) => keep.has(i.id)),
      rows,
      cards,
    ),
  };
}

function seededRng(seed: string) {
  let s = [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 2147483647, 7) || 1;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}
