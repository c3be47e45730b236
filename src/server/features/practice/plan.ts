import { findOrCreateProfile } from '@server/accounts/queries';
import { findQuestionPool } from '@server/learning/question-pool';
import { findStudyPlan } from '@server/learning/study-plan';
import { AppError } from '@server/lib/app-error';
import {
  FLASHCARD_DAILY_GOAL,
  type FlashcardsToday,
  MOCK_EXAM_WINDOW_DAYS,
  PLAN_MAX_DAYS,
  type PlanRequest,
  type PlanResponse,
} from '@shared/contracts/practice';
import { allAreaIds, freeAreaIds } from '@shared/domain/areas';
import { DEFAULT_STATE } from '@shared/domain/states';
import { choosePlan, NEW_SECONDS, REVIEW_SECONDS } from '@shared/learning/exam-plan';
import { localDay } from '@shared/learning/streak';
import {
  countDueFlashcards,
  countDueReviews,
  countFlashcardReviewsOn,
  deleteStudyPlan,
  findSeenQuestionIds,
  hasExamSince,
  upsertStudyPlan,
} from './queries';
import type { PracticeContext } from './service';

const DAY_MS = 86_400_000;

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

type Ctx = PracticeContext & { now: Date };

/** The learner's plan and today's share of it: reviews due, new items to meet the date, a mock exam when it is time. */
export async function getPlan(ctx: Ctx): Promise<PlanResponse> {
  const plan = await findStudyPlan(ctx.db, ctx.viewer.id);
  if (!plan) return { plan: null, today: null };
  const profile = await findOrCreateProfile(ctx.db, ctx.viewer.id);
  const today = localDay(ctx.now, profile.timeZone);
  const daysLeft = daysBetween(today, plan.examDate);
  const view = {
    examDate: plan.examDate,
    minutesPerDay: plan.minutesPerDay,
    desiredRetention: plan.desiredRetention,
    newPerDay: plan.newPerDay,
  };
  if (daysLeft < 0) return { plan: view, today: null };
  const budget = plan.minutesPerDay * 60;
  const due = await countDueReviews(ctx.db, ctx.viewer.id, new Date(ctx.now.getTime() + DAY_MS / 2));
  const reviewSeconds = Math.min(due * REVIEW_SECONDS, budget);
  const newItems =
    daysLeft === 0
      ? 0
      : Math.max(0, Math.min(plan.newPerDay, Math.floor((budget - reviewSeconds) / NEW_SECONDS)));
  const mockExam =
    daysLeft > 0 &&
    daysLeft <= MOCK_EXAM_WINDOW_DAYS &&
    !(await hasExamSince(ctx.db, ctx.viewer.id, new Date(ctx.now.getTime() - 7 * DAY_MS)));
  return {
    plan: view,
    today: {
      daysLeft,
      dueReviews: due,
      newItems,
      mockExam,
      estimatedMinutes: Math.round((Math.min(due * REVIEW_SECONDS, budget) + newItems * NEW_SECONDS) / 60),
    },
  };
}

/**
 * Sets the exam date and minutes a day, and chooses the plan for them: the new-item pace that shows
 * the learner's whole bank before the final stretch, and the desired retention whose simulated
 * exam-day recall is highest.
 */
export async function setPlan(ctx: Ctx, req: PlanRequest): Promise<PlanResponse> {
  const profile = await findOrCreateProfile(ctx.db, ctx.viewer.id);
  const today = localDay(ctx.now, profile.timeZone);
  const daysLeft = daysBetween(today, req.examDate);
  if (daysLeft < 1) throw new AppError('BAD_REQUEST', 'The exam date must be after today.');
  if (daysLeft > PLAN_MAX_DAYS)
    throw new AppError('BAD_REQUEST', `The exam date must be within ${PLAN_MAX_DAYS} days.`);
  const pool = await findQuestionPool(
    ctx.db,
    ctx.isPremium ? allAreaIds : freeAreaIds,
    profile.selectedState ?? DEFAULT_STATE,
  );
  const seenIds = await findSeenQuestionIds(ctx.db, ctx.viewer.id);
  const seen = pool.filter((p) => seenIds.has(p.id)).length;
  const chosen = choosePlan({ daysLeft, minutesPerDay: req.minutesPerDay, unseen: pool.length - seen, seen });
  await upsertStudyPlan(ctx.db, {
    userId: ctx.viewer.id,
    examDate: req.examDate,
    minutesPerDay: req.minutesPerDay,
    desiredRetention: chosen.retention,
    newPerDay: chosen.newPerDay,
  });
  return getPlan(ctx);
}

export async function clearPlan(ctx: Ctx): Promise<PlanResponse> {
  await deleteStudyPlan(ctx.db, ctx.viewer.id);
  return { plan: null, today: null };
}

/** The flashcards screen's day: cards due again, cards rated today, and the daily goal. */
export async function getFlashcardsToday(ctx: Ctx): Promise<FlashcardsToday> {
  const profile = await findOrCreateProfile(ctx.db, ctx.viewer.id);
  const [due, reviewedToday] = await Promise.all([
    countDueFlashcards(ctx.db, ctx.viewer.id, ctx.now),
    countFlashcardReviewsOn(ctx.db, ctx.viewer.id, ctx.now, profile.timeZone),
  ]);
  return { due, reviewedToday, dailyGoal: FLASHCARD_DAILY_GOAL };
}
