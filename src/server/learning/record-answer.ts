import { findOrCreateProfile } from '@server/accounts/queries';
import type { Db, Executor } from '@server/db/client';
import type { answer, quizSession } from '@server/db/schema/learning';
import {
  achievementsMetByAnswer,
  earnedAchievement,
  findAchievementDefinitions,
} from '@server/learning/achievements/service';
import { correctAnswerOf, type QuizItem } from '@server/learning/question-item';
import { nextReviewValues } from '@server/learning/scheduling';
import { AppError } from '@server/lib/app-error';
import type { AnswerResponse, EarnedAchievement } from '@shared/contracts/quiz';
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
  insertEarnedAchievements,
  lockForAnswer,
  writeAnswer,
} from './answer-store';

/** Thrown inside the answer transaction when the same answer id was stored meanwhile. */
class DuplicateAnswer extends Error {}

export type Session = typeof quizSession.$inferSelect;

export type AnswerToRecord = {
  answerId: string;
  userId: string;
  /** Asked only for a preview round (the entitlement read is skipped otherwise). */
  isPremium: () => Promise<boolean>;
  /** The round the answer belongs to; null for an answer made outside any round. */
  session: Session | null;
  item: QuizItem;
  selectedAnswer: string;
  confidenceLevel: ConfidenceLevel;
  timeSpent: number;
  claimedCorrect: boolean | null;
  /** When the answer was made (for an offline answer, the bounded client time): its day counts for the streak. */
  at: Date;
  /**
   * Commit without waiting for the WAL flush (decision 22): a quiz answer, whose learner sees it
   * judged at once and could at worst lose it to a database crash in the same fraction of a second.
   */
  withoutFlushWait?: boolean;
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
  const definitions = await findAchievementDefinitions(db);
  const math = parseMathQuestionId(item.id);
  const itemType = math ? 'math' : 'question';
  const itemId = math?.familyId ?? item.id;
  // Read before the transaction (PGlite has one connection): only a preview round needs it.
  const premium = session?.isPreview ? await a.isPremium() : false;
  try {
    return await db.transaction(async (tx) => {
      // One answer of a learner at a time: the lock makes the checks below and the totals exact. The
      // same statement reads everything else the answer needs (a fixed count whatever the history).
      const known = await lockForAnswer(tx, {
        userId: a.userId,
        answerId: a.answerId,
        sessionId: session?.id ?? null,
        questionId: item.id,
        area: item.area,
        itemType,
        itemId,
      });
      const { profile } = known;
      if (known.answeredInRound)
        throw new AppError('CONFLICT', 'That question was already answered in this round.');
      let previewUsed: number | null = null;
      if (session?.isPreview && !premium) {
        previewUsed = await consumePreviewAnswer(tx, a.userId, PREVIEW_LIMIT);
        if (previewUsed === null)
          throw new AppError(
            'PREVIEW_EXHAUSTED',
            'Your 5 free preview questions are used up. Upgrade to Premium to keep going.',
          );
      }

      const today = localDay(a.at, profile.timeZone);
      const prev = {
        currentStreak: profile.currentStreak,
        longestStreak: profile.longestStreak,
        lastActiveDay: profile.lastActiveDay,
      };
      let streak = nextStreak(prev, today);
      if (prev.lastActiveDay && today < prev.lastActiveDay) {
        // Read before this answer is stored: its own day is added.
        const fromDays = streakFromDays([...(await findAnswerDays(tx, a.userId)), today]);
        streak = { ...fromDays, longestStreak: Math.max(prev.longestStreak, fromDays.longestStreak) };
      }

      // Achievements this answer earns, judged on the figures after it; a level reached through their
      // points can earn a level achievement in turn (at most three passes, as awardAchievements).
      // Stored before the answer: a resent answer id (found when the answer is stored) rolls them back.
      let totalPoints = profile.totalPoints + judged.points;
      const earned = new Set(known.earned);
      const newAchievements: EarnedAchievement[] = [];
      const areaAnswered = known.areaAnswered + (item.area ? 1 : 0);
      const areaCorrect = known.areaCorrect + (item.area && judged.isCorrect ? 1 : 0);
      for (let pass = 0; pass < 3; pass++) {
        const newly = achievementsMetByAnswer(definitions, earned, {
          answersTotal: known.answersTotal + 1,
          correctTotal: known.correctTotal + (judged.isCorrect ? 1 : 0),
          longestStreak: streak.longestStreak,
          level: levelForPoints(totalPoints),
          area: item.area,
          areaAnswered,
          areaCorrect,
          areasPracticed: known.areasPracticed + (item.area && known.areaAnswered === 0 ? 1 : 0),
        });
        if (newly.length === 0) break;
        const gained = await insertEarnedAchievements(tx, a.userId, newly, a.at);
        for (const x of newly) earned.add(x.id);
        if (gained.length === 0) break;
        totalPoints += gained.reduce((sum, x) => sum + x.points, 0);
        newAchievements.push(...gained.map((x) => earnedAchievement(x, a.at)));
      }

      const level = levelForPoints(totalPoints);
      // The answer, its review state and the profile's totals in one statement.
      const stored = await writeAnswer(tx, {
        answer: {
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
        },
        review: {
          itemType,
          itemId,
          values: nextReviewValues(known.review, judged.rating, a.at, known.plan),
        },
        profile: { totalPoints, level, ...streak, updatedAt: new Date() },
        withoutFlushWait: a.withoutFlushWait === true,
      });
      if (!stored) throw new DuplicateAnswer();
      return {
        answerId: a.answerId,
        isCorrect: judged.isCorrect,
        correctAnswer: judged.correctAnswer,
        explanation: item.explanation,
        pointsEarned: judged.points + newAchievements.reduce((s, x) => s + x.points, 0),
        totalPoints,
        level,
        currentStreak: streak.currentStreak,
        longestStreak: streak.longestStreak,
        previewUsed: previewUsed ?? (session?.isPreview ? profile.previewUsed : null),
        newAchievements,
        duplicate: false,
      };
    });
  } catch (err) {
    if (!(err instanceof DuplicateAnswer)) throw err;
    // A resend (or a concurrent one that won the race: this attempt rolled back): report what was stored.
    const stored = await findAnswer(db, a.answerId);
    if (!stored || stored.userId !== a.userId)
      throw new AppError('CONFLICT', 'This answer id is already used.');
    return responseForStoredAnswer(db, a.userId, stored, item);
  }
}

/** The points an answer earned when it was first recorded (a replay shows the original result). */
export function originalPoints(item: QuizItem | undefined, isCorrect: boolean) {
  return item ? pointsForAnswer(isCorrect, item.difficulty) : 0;
}
