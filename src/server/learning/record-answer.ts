import { findOrCreateProfile, lockProfile } from '@server/accounts/queries';
import type { Db, Executor } from '@server/db/client';
import type { answer, quizSession } from '@server/db/schema/learning';
import { awardAchievements } from '@server/learning/achievements/service';
import { correctAnswerOf, type QuizItem } from '@server/learning/question-item';
import { scheduleReview } from '@server/learning/scheduling';
import { AppError } from '@server/lib/app-error';
import type { AnswerResponse } from '@shared/contracts/quiz';
import { PREVIEW_LIMIT } from '@shared/domain/limits';
import { parseMathQuestionId } from '@shared/generators/math/index';
import type { ConfidenceLevel } from '@shared/learning/confidence';
import { judgeAnswer } from '@shared/learning/judge';
import { levelForPoints, pointsForAnswer } from '@shared/learning/points';
import { localDay, nextStreak, streakFromDays } from '@shared/learning/streak';
import {
  consumePreviewAnswer,
  findAnswer,
  findAnswerDays,
  insertAnswer,
  isAnsweredInSession,
  updateProfileAfterAnswer,
} from './answer-store';

/** Thrown inside the answer transaction when the same answer id was stored meanwhile. */
class DuplicateAnswer extends Error {}

export type Session = typeof quizSession.$inferSelect;

export type AnswerToRecord = {
  answerId: string;
  userId: string;
  isPremium: boolean;
  /** The round the answer belongs to; null for an answer made outside any round. */
  session: Session | null;
  item: QuizItem;
  selectedAnswer: string;
  confidenceLevel: ConfidenceLevel;
  timeSpent: number;
  claimedCorrect: boolean | null;
  /** When the answer was made (for an offline answer, the bounded client time): its day counts for the streak. */
  at: Date;
};

/** What a replayed answer id gets back: the original judgement, no new points. */
export async function responseForStoredAnswer(
  db: Executor,
  userId: string,
  stored: typeof answer.$inferSelect,
  item: QuizItem | undefined,
): Promise<AnswerResponse> {
  const profile = await findOrCreateProfile(db as Db, userId);
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
 * Records an answer once (its client-made id is the key): the server judges it from the question
 * itself, then moves FSRS, points, level, streak and achievements on, all in one transaction. The
 * caller has checked the round and the learner's entitlement. An answer for a day before the
 * learner's last active day (made offline, synced late) recounts the streak from all answer days.
 */
export async function recordAnswer(db: Db, a: AnswerToRecord): Promise<AnswerResponse> {
  const { item, session } = a;
  const judged = judgeAnswer(item, a.selectedAnswer, a.confidenceLevel);
  try {
    return await db.transaction(async (tx) => {
      // One answer of a learner at a time: the lock makes the checks below and the totals exact.
      const profile = await lockProfile(tx, a.userId);
      if (session && (await isAnsweredInSession(tx, session.id, item.id)))
        throw new AppError('CONFLICT', 'That question was already answered in this round.');
      let previewUsed: number | null = null;
      if (session?.isPreview && !a.isPremium) {
        previewUsed = await consumePreviewAnswer(tx, a.userId, PREVIEW_LIMIT);
        if (previewUsed === null)
          throw new AppError(
            'PREVIEW_EXHAUSTED',
            'Your 5 free preview questions are used up. Upgrade to Premium to keep going.',
          );
      }

      const today = localDay(a.at, profile.timeZone);
      const stored = await insertAnswer(tx, {
        id: a.answerId,
        userId: a.userId,
        sessionId: session?.id ?? null,
        questionId: item.id,
        area: item.area,
        conceptId: item.conceptId,
        topics: item.topics,
        selectedAnswer: a.selectedAnswer,
        isCorrect: judged.isCorrect,
        claimedCorrect: a.claimedCorrect,
        confidenceLevel: a.confidenceLevel,
        timeSpentSeconds: a.timeSpent,
        localDay: today,
        answeredAt: a.at,
      });
      if (!stored) throw new DuplicateAnswer();

      const math = parseMathQuestionId(item.id);
      await scheduleReview(
        tx,
        a.userId,
        math ? 'math' : 'question',
        math?.familyId ?? item.id,
        judged.rating,
        a.at,
      );

      const prev = {
        currentStreak: profile.currentStreak,
        longestStreak: profile.longestStreak,
        lastActiveDay: profile.lastActiveDay,
      };
      let streak = nextStreak(prev, today);
      if (prev.lastActiveDay && today < prev.lastActiveDay) {
        const fromDays = streakFromDays(await findAnswerDays(tx, a.userId));
        streak = { ...fromDays, longestStreak: Math.max(prev.longestStreak, fromDays.longestStreak) };
      }
      const totalPoints = profile.totalPoints + judged.points;
      await updateProfileAfterAnswer(tx, a.userId, {
        totalPoints,
        level: levelForPoints(totalPoints),
        ...streak,
        updatedAt: new Date(),
      });
      const newAchievements = await awardAchievements(tx, a.userId, a.at);
      const after = await findOrCreateProfile(tx as Db, a.userId);
      return {
        answerId: a.answerId,
        isCorrect: judged.isCorrect,
        correctAnswer: judged.correctAnswer,
        explanation: item.explanation,
        pointsEarned: judged.points + newAchievements.reduce((s, x) => s + x.points, 0),
        totalPoints: after.totalPoints,
        level: after.level,
        currentStreak: after.currentStreak,
        longestStreak: after.longestStreak,
        previewUsed: previewUsed ?? (session?.isPreview ? after.previewUsed : null),
        newAchievements,
        duplicate: false,
      };
    });
  } catch (err) {
    if (!(err instanceof DuplicateAnswer)) throw err;
    // A concurrent resend won the race (this attempt rolled back): report what was stored.
    const stored = await findAnswer(db, a.answerId);
    return responseForStoredAnswer(db, a.userId, stored!, item);
  }
}

/** The points an answer earned when it was first recorded (a replay shows the original result). */
export function originalPoints(item: QuizItem | undefined, isCorrect: boolean) {
  return item ? pointsForAnswer(isCorrect, item.difficulty) : 0;
}
