import type { Db } from '@server/db/client';
import { story } from '@server/db/schema/content';
import { learnerProfile } from '@server/db/schema/learners';
import { answer, flashcardReview, learnerAreaStat, quizSession, storyRead } from '@server/db/schema/learning';
import { and, count, countDistinct, eq, isNotNull, sql } from 'drizzle-orm';

/** Everything achievement rules and the guided track are judged on, gathered in a few queries. */
export type LearnerStats = {
  answersTotal: number;
  correctTotal: number;
  longestStreak: number;
  level: number;
  onboarded: boolean;
  byArea: Map<string, { answered: number; correct: number }>;
  sessions: { mode: string; correct: number; total: number }[];
  sessionAreas: { mode: string; area: string }[];
  /** Finished rounds with the area most of their questions came from (more than half), if any. */
  roundAreas: { mode: string; area: string }[];
  storiesBySection: Map<string, number>;
  /** Per section, how many of its stories (tips and overviews aside) the learner has not read yet. */
  storiesLeftBySection: Map<string, number>;
  flashcardsReviewed: number;
};

export async function collectLearnerStats(db: Db, userId: string): Promise<LearnerStats> {
  const [areaRows, sessions, sessionAreas, stories, [cards], [profile], roundCounts, storiesLeft] =
    await Promise.all([
      // The answer counts per area, kept by a trigger on answer (not a count over every answer).
      db
        .select({
          area: learnerAreaStat.area,
          answered: learnerAreaStat.answered,
          correct: learnerAreaStat.correct,
        })
        .from(learnerAreaStat)
        .where(eq(learnerAreaStat.userId, userId)),
      db
        .select({ mode: quizSession.mode, correct: quizSession.correctCount, total: quizSession.total })
        .from(quizSession)
        .where(and(eq(quizSession.userId, userId), isNotNull(quizSession.completedAt))),
      db
        .selectDistinct({ mode: quizSession.mode, area: answer.area })
        .from(answer)
        .innerJoin(quizSession, eq(answer.sessionId, quizSession.id))
        .where(and(eq(answer.userId, userId), isNotNull(quizSession.completedAt))),
      db
        .select({ section: storyRead.section, n: countDistinct(storyRead.storyId) })
        .from(storyRead)
        .where(eq(storyRead.userId, userId))
        .groupBy(storyRead.section),
      db.select({ n: count() }).from(flashcardReview).where(eq(flashcardReview.userId, userId)),
      db.select().from(learnerProfile).where(eq(learnerProfile.userId, userId)),
      db
        .select({
          id: quizSession.id,
          mode: quizSession.mode,
          total: quizSession.total,
          area: answer.area,
          n: count(),
        })
        .from(answer)
        .innerJoin(quizSession, eq(answer.sessionId, quizSession.id))
        .where(and(eq(answer.userId, userId), isNotNull(quizSession.completedAt)))
        .groupBy(quizSession.id, quizSession.mode, quizSession.total, answer.area),
      db
        .select({
          section: story.section,
          left: sql<number>`(count(*) filter (where ${storyRead.storyId} is null))::int`,
        })
        .from(story)
        .leftJoin(storyRead, and(eq(storyRead.storyId, story.id), eq(storyRead.userId, userId)))
        .where(eq(story.kind, 'story'))
        .groupBy(story.section),
    ]);
  const roundAreas = roundCounts
    .filter((r) => r.area && Number(r.n) * 2 > (r.total ?? 0))
    .map((r) => ({ mode: r.mode, area: r.area! }));
  const byArea = new Map(
    areaRows
      .filter((r) => r.area && r.answered > 0)
      .map((r) => [r.area, { answered: r.answered, correct: r.correct }]),
  );
  return {
    answersTotal: areaRows.reduce((s, r) => s + r.answered, 0),
    correctTotal: areaRows.reduce((s, r) => s + r.correct, 0),
    longestStreak: profile?.longestStreak ?? 0,
    level: profile?.level ?? 1,
    onboarded: Boolean(profile?.onboardingCompletedAt),
    byArea,
    sessions: sessions.map((s) => ({ mode: s.mode, correct: s.correct ?? 0, total: s.total ?? 0 })),
    sessionAreas: sessionAreas.filter((s) => s.area).map((s) => ({ mode: s.mode, area: s.area! })),
    roundAreas,
    storiesBySection: new Map(stories.map((s) => [s.section, Number(s.n)])),
    storiesLeftBySection: new Map(storiesLeft.map((s) => [s.section, Number(s.left)])),
    flashcardsReviewed: Number(cards?.n ?? 0),
  };
}
