import type { Executor } from '@server/db/client';
import { preparedStatement } from '@server/db/prepared';
import type { achievement } from '@server/db/schema/content';
import { learnerProfile } from '@server/db/schema/learners';
import {
  answer,
  learnerAreaStat,
  quizSession,
  reviewState,
  userAchievement,
} from '@server/db/schema/learning';
import { studyPlan } from '@server/db/schema/practice';
import type { ScheduleRecord } from '@shared/learning/fsrs';
import { and, eq, isNull, sql } from 'drizzle-orm';

/** The SQL of recording answers, shared by the quiz (online) and offline sync. */

export async function findSession(db: Executor, id: string) {
  const [row] = await db.select().from(quizSession).where(eq(quizSession.id, id));
  return row ?? null;
}

export async function findSessionAnswers(db: Executor, sessionId: string) {
  return db.select().from(answer).where(eq(answer.sessionId, sessionId));
}

export async function findAnswer(db: Executor, id: string) {
  const [row] = await db.select().from(answer).where(eq(answer.id, id));
  return row ?? null;
}

/** Stores an answer unless its id is already stored; true when this call stored it. */
export async function insertAnswer(db: Executor, values: typeof answer.$inferInsert) {
  const inserted = await db.insert(answer).values(values).onConflictDoNothing().returning({ id: answer.id });
  return inserted.length > 0;
}

/** Counts one answer against a free learner's shared preview; null when the preview is used up. */
export async function consumePreviewAnswer(db: Executor, userId: string, limit: number) {
  const [row] = await db
    .update(learnerProfile)
    .set({ previewUsed: sql`${learnerProfile.previewUsed} + 1` })
    .where(and(eq(learnerProfile.userId, userId), sql`${learnerProfile.previewUsed} < ${limit}`))
    .returning({ previewUsed: learnerProfile.previewUsed });
  return row?.previewUsed ?? null;
}

export async function updateProfileAfterAnswer(
  db: Executor,
  userId: string,
  values: Partial<typeof learnerProfile.$inferInsert>,
) {
  await db.update(learnerProfile).set(values).where(eq(learnerProfile.userId, userId));
}

/** Whether the round already holds an answer to this question. */
export async function isAnsweredInSession(db: Executor, sessionId: string, questionId: string) {
  const [row] = await db
    .select({ id: answer.id })
    .from(answer)
    .where(and(eq(answer.sessionId, sessionId), eq(answer.questionId, questionId)))
    .limit(1);
  return Boolean(row);
}

/** Every calendar day (the learner's own) with an answer. */
export async function findAnswerDays(db: Executor, userId: string) {
  const rows = await db
    .selectDistinct({ day: answer.localDay })
    .from(answer)
    .where(eq(answer.userId, userId));
  return rows.map((r) => r.day);
}

/** Completes a session once: true for the call that completed it, false when it was already done. */
export async function markSessionCompleted(
  db: Executor,
  sessionId: string,
  values: { completedAt: Date; correctCount: number; total: number },
) {
  const done = await db
    .update(quizSession)
    .set(values)
    .where(and(eq(quizSession.id, sessionId), isNull(quizSession.completedAt)))
    .returning({ id: quizSession.id });
  return done.length > 0;
}

/** A round made offline, stored under the id the client gave it; false when that id was stored before. */
export async function insertOfflineSession(db: Executor, values: typeof quizSession.$inferInsert) {
  const rows = await db
    .insert(quizSession)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: quizSession.id });
  return rows.length > 0;
}

const p = (name: string) => sql.placeholder(name);

/** The learner's profile row, locked until the answer's transaction ends (a prepared statement). */
const lockStatement = preparedStatement('answer_lock', (db) =>
  db
    .select({ userId: learnerProfile.userId })
    .from(learnerProfile)
    .where(eq(learnerProfile.userId, p('userId')))
    .for('update'),
);

type AnswerReadRow = {
  profile: typeof learnerProfile.$inferSelect;
  review: typeof reviewState.$inferSelect | null;
  plan: typeof studyPlan.$inferSelect | null;
  answeredInRound: boolean;
  earned: string[] | null;
  totals: string | number[];
};

/**
 * Everything else an answer needs, in one prepared statement (see lockForAnswer). A null sessionId
 * matches no answer, so an answer outside any round is never "already answered in this round".
 */
const answerReadStatement = preparedStatement('answer_read', (db) =>
  db
    .select({
      profile: learnerProfile,
      review: reviewState,
      plan: studyPlan,
      answeredInRound: sql<boolean>`exists (select 1 from ${answer} where ${answer.sessionId} = ${p('sessionId')} and ${answer.questionId} = ${p('questionId')} and ${answer.id} <> ${p('answerId')})`,
      earned: sql<
        string[]
      >`array(select ${userAchievement.achievementId} from ${userAchievement} where ${userAchievement.userId} = ${p('userId')})`,
      // The learner's counts per area (kept by a trigger on answer): a few rows, however many answers.
      totals: sql<
        number[]
      >`(select json_build_array(coalesce(sum(${learnerAreaStat.answered}), 0), coalesce(sum(${learnerAreaStat.correct}), 0), count(*) filter (where ${learnerAreaStat.area} <> '' and ${learnerAreaStat.answered} > 0), coalesce(sum(${learnerAreaStat.answered}) filter (where ${learnerAreaStat.area} = ${p('area')}), 0), coalesce(sum(${learnerAreaStat.correct}) filter (where ${learnerAreaStat.area} = ${p('area')}), 0)) from ${learnerAreaStat} where ${learnerAreaStat.userId} = ${p('userId')})`,
    })
    .from(learnerProfile)
    .leftJoin(
      reviewState,
      and(
        eq(reviewState.userId, learnerProfile.userId),
        eq(reviewState.itemType, p('itemType')),
        eq(reviewState.itemId, p('itemId')),
      ),
    )
    .leftJoin(studyPlan, eq(studyPlan.userId, learnerProfile.userId))
    .where(eq(learnerProfile.userId, p('userId'))),
);

/**
 * Locks the learner's profile for an answer (creating it first if need be), then reads in one
 * statement what recording the answer needs: whether the round already holds another answer to the
 * question, the achievements earned, the answer totals (all, right, areas practised, the question's
 * area; from learner_area_stat's few rows, not the learner's answers), the item's review state and the study plan. The lock is a statement of its own: on
 * PostgreSQL a statement that waited for a row lock still reads the rest with the snapshot it started
 * with, so a read locking and checking at once would miss an answer committed while it waited (four
 * answers to one question at once were all accepted).
 */
export async function lockForAnswer(
  tx: Executor,
  k: {
    userId: string;
    answerId: string;
    sessionId: string | null;
    questionId: string;
    area: string | null;
    itemType: string;
    itemId: string;
  },
) {
  const read = () => answerReadStatement(tx, k) as Promise<AnswerReadRow[]>;
  const lock = () => lockStatement(tx, { userId: k.userId }) as Promise<unknown[]>;
  if ((await lock()).length === 0) {
    await tx.insert(learnerProfile).values({ userId: k.userId }).onConflictDoNothing();
    await lock();
  }
  const [row] = await read();
  if (!row) throw new Error(`profile for ${k.userId} could not be locked`);
  const totals = (typeof row.totals === 'string' ? JSON.parse(row.totals) : row.totals).map(Number);
  return {
    profile: row.profile,
    review: row.review,
    plan: row.plan,
    answeredInRound: Boolean(row.answeredInRound),
    earned: row.earned ?? [],
    answersTotal: totals[0] as number,
    correctTotal: totals[1] as number,
    areasPracticed: totals[2] as number,
    areaAnswered: totals[3] as number,
    areaCorrect: totals[4] as number,
  };
}

/** Stores newly earned achievements; returns those this call stored (not ones stored meanwhile). */
export async function insertEarnedAchievements(
  tx: Executor,
  userId: string,
  newly: (typeof achievement.$inferSelect)[],
  at: Date,
) {
  const inserted = await tx
    .insert(userAchievement)
    .values(newly.map((x) => ({ userId, achievementId: x.id, earnedAt: at })))
    .onConflictDoNothing()
    .returning({ id: userAchievement.achievementId });
  const ids = new Set(inserted.map((r) => r.id));
  return newly.filter((x) => ids.has(x.id));
}

/** An item's next review state, as scheduleReview computes it: the stored record, with dates as dates. */
export type ReviewValues = Omit<ScheduleRecord, 'due' | 'lastReview'> & { due: Date; lastReview: Date };

/**
 * Stores an answer and what it moves in one statement (one round trip inside the answer's
 * transaction): the answer, unless its id is stored already, and only when this statement stored
 * it, the item's review state (upsert) and the learner's totals on the profile. learner_area_stat
 * follows the answer through its trigger, as for any insert. True when this call stored the answer.
 * `withoutFlushWait`: the transaction then commits without waiting for the WAL flush (decision 22,
 * a quiz answer only).
 */
export async function writeAnswer(
  tx: Executor,
  w: {
    answer: Omit<typeof answer.$inferInsert, 'answeredAt'> & { answeredAt: Date };
    review: { itemType: string; itemId: string; values: ReviewValues };
    profile: {
      totalPoints: number;
      level: number;
      currentStreak: number;
      longestStreak: number;
      lastActiveDay: string | null;
      updatedAt: Date;
    };
    withoutFlushWait: boolean;
  },
) {
  const a = w.answer;
  const r = w.review.values;
  const p = w.profile;
  const rows = await tx.execute<{ stored: number }>(sql`
    with stored as (
      insert into ${answer} (id, user_id, session_id, question_id, area, concept_id, topics,
        selected_answer, is_correct, claimed_correct, confidence_level, time_spent_seconds, local_day,
        answered_at)
      values (${a.id}, ${a.userId}, ${a.sessionId ?? null}, ${a.questionId}, ${a.area ?? null},
        ${a.conceptId ?? null}, ${JSON.stringify(a.topics)}::jsonb, ${a.selectedAnswer}, ${a.isCorrect},
        ${a.claimedCorrect ?? null}, ${a.confidenceLevel}, ${a.timeSpentSeconds}, ${a.localDay},
        ${a.answeredAt.toISOString()}::timestamptz)
      on conflict do nothing
      returning id
    ), review as (
      insert into ${reviewState} (user_id, item_type, item_id, due, stability, difficulty, elapsed_days,
        scheduled_days, learning_steps, reps, lapses, state, last_review)
      select ${a.userId}::text, ${w.review.itemType}::text, ${w.review.itemId}::text,
        ${r.due.toISOString()}::timestamptz, ${r.stability}::double precision,
        ${r.difficulty}::double precision, ${r.elapsedDays}::int, ${r.scheduledDays}::int,
        ${r.learningSteps}::int, ${r.reps}::int, ${r.lapses}::int, ${r.state}::int,
        ${r.lastReview.toISOString()}::timestamptz
      where exists (select 1 from stored)
      on conflict (user_id, item_type, item_id) do update set due = excluded.due,
        stability = excluded.stability, difficulty = excluded.difficulty,
        elapsed_days = excluded.elapsed_days, scheduled_days = excluded.scheduled_days,
        learning_steps = excluded.learning_steps, reps = excluded.reps, lapses = excluded.lapses,
        state = excluded.state, last_review = excluded.last_review
    ), profile as (
      update ${learnerProfile} set total_points = ${p.totalPoints}::int, level = ${p.level}::int,
        current_streak = ${p.currentStreak}::int, longest_streak = ${p.longestStreak}::int,
        last_active_day = ${p.lastActiveDay}::text, updated_at = ${p.updatedAt.toISOString()}::timestamptz
      where user_id = ${a.userId} and exists (select 1 from stored)
    )
    select (select count(*) from stored)::int as stored${
      w.withoutFlushWait ? sql`, set_config('synchronous_commit', 'off', true) as commit` : sql``
    }`);
  // node-postgres answers with a result ({ rows }), PGlite's drizzle driver too.
  const list = (rows as unknown as { rows: { stored: number | string }[] }).rows;
  return Number(list[0]?.stored ?? 0) > 0;
}
