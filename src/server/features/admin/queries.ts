import type { Db, Executor } from '@server/db/client';
import { adminAudit, questionCorrection, questionReport } from '@server/db/schema/admin';
import { user } from '@server/db/schema/auth';
import { concept, question } from '@server/db/schema/content';
import { entitlement } from '@server/db/schema/entitlements';
import { examAttempt } from '@server/db/schema/exams';
import { learnerProfile } from '@server/db/schema/learners';
import {
  answer,
  flashcardReview,
  quizSession,
  reviewState,
  storyRead,
  userAchievement,
} from '@server/db/schema/learning';
import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';

export type QuestionRow = typeof question.$inferSelect;
export type QuestionInsert = typeof question.$inferInsert;

export async function countActiveQuestions(db: Db) {
  const [row] = await db.select({ n: count() }).from(question).where(isNull(question.retiredAt));
  return row!.n;
}

export async function findQuestionsPage(
  db: Db,
  opts: { area: string | null; limit: number; offset: number },
) {
  const where = opts.area ? eq(question.area, opts.area) : undefined;
  const [total] = await db.select({ n: count() }).from(question).where(where);
  const rows = await db
    .select()
    .from(question)
    .where(where)
    .orderBy(sql`${question.retiredAt} is not null`, question.area, question.id)
    .limit(opts.limit)
    .offset(opts.offset);
  return { rows, total: total!.n };
}

export async function findQuestion(db: Executor, id: string) {
  const [row] = await db.select().from(question).where(eq(question.id, id));
  return row ?? null;
}

export async function findExistingQuestionIds(db: Executor, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db.select({ id: question.id }).from(question).where(inArray(question.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Stems of questions already in the bank (lower-cased), for telling a generated duplicate. */
export async function findStems(db: Executor, stems: string[]) {
  if (!stems.length) return new Set<string>();
  const rows = await db
    .select({ stem: sql<string>`lower(${question.question})` })
    .from(question)
    .where(
      inArray(
        sql`lower(${question.question})`,
        stems.map((s) => s.toLowerCase()),
      ),
    );
  return new Set(rows.map((r) => r.stem));
}

/** Ids starting with one of these prefixes (a generated state fact already asked, whatever its seed). */
export async function findIdsWithPrefixes(db: Executor, prefixes: string[]) {
  if (!prefixes.length) return new Set<string>();
  const rows = await db
    .select({ id: question.id })
    .from(question)
    .where(
      and(
        isNull(question.retiredAt),
        or(...prefixes.map((p) => sql`${question.id} like ${`${p.replace(/[%_\\]/g, '\\$&')}%`}`)),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function findConceptIds(db: Executor, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db.select({ id: concept.id }).from(concept).where(inArray(concept.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertQuestions(db: Executor, rows: QuestionInsert[]) {
  for (let i = 0; i < rows.length; i += 200) await db.insert(question).values(rows.slice(i, i + 200));
}

export async function updateQuestion(db: Executor, id: string, values: Partial<QuestionInsert>) {
  const [row] = await db
    .update(question)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(question.id, id))
    .returning();
  return row ?? null;
}

export async function insertAudit(db: Executor, values: typeof adminAudit.$inferInsert) {
  await db.insert(adminAudit).values(values);
}

export async function findAuditPage(db: Db, opts: { limit: number; offset: number }) {
  const [total] = await db.select({ n: count() }).from(adminAudit);
  const rows = await db
    .select()
    .from(adminAudit)
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(opts.limit)
    .offset(opts.offset);
  return { rows, total: total!.n };
}

// ---------- users ----------

export async function findUsersPage(db: Db, opts: { limit: number; offset: number; now: Date }) {
  const [total] = await db.select({ n: count() }).from(user);
  const premium = sql<boolean>`exists (select 1 from ${entitlement} e where e.user_id = ${user.id} and e.status = 'active' and (e.expires_at is null or e.expires_at > ${opts.now}))`;
  const answers = sql<number>`(select count(*)::int from ${answer} a where a.user_id = ${user.id})`;
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      isAnonymous: user.isAnonymous,
      createdAt: user.createdAt,
      firstName: learnerProfile.firstName,
      lastName: learnerProfile.lastName,
      isPremium: premium,
      answers,
    })
    .from(user)
    .leftJoin(learnerProfile, eq(learnerProfile.userId, user.id))
    .orderBy(desc(user.createdAt), user.id)
    .limit(opts.limit)
    .offset(opts.offset);
  return { rows, total: total!.n };
}

export async function findUser(db: Executor, id: string) {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row ?? null;
}

/** What a reset clears, counted before it does (for the audit line). */
export async function countLearningData(db: Executor, userId: string) {
  const n = async (
    t:
      | typeof answer
      | typeof quizSession
      | typeof reviewState
      | typeof userAchievement
      | typeof storyRead
      | typeof flashcardReview
      | typeof examAttempt,
  ) => (await db.select({ n: count() }).from(t).where(eq(t.userId, userId)))[0]!.n;
  return {
    answers: await n(answer),
    quizSessions: await n(quizSession),
    reviewStates: await n(reviewState),
    achievements: await n(userAchievement),
    storiesRead: await n(storyRead),
    flashcardReviews: await n(flashcardReview),
    examAttempts: await n(examAttempt),
  };
}

/**
 * Clears a learner's learning data: answers, rounds, schedules, achievements, stories read, flashcard
 * reviews, exam attempts, and the profile's points, level and streaks. The account, its profile
 * settings (name, state, time zone), entitlements, payments, feedback and reports stay.
 */
export async function clearLearningData(tx: Executor, userId: string) {
  await tx.delete(examAttempt).where(eq(examAttempt.userId, userId));
  await tx.delete(answer).where(eq(answer.userId, userId));
  await tx.delete(quizSession).where(eq(quizSession.userId, userId));
  await tx.delete(reviewState).where(eq(reviewState.userId, userId));
  await tx.delete(userAchievement).where(eq(userAchievement.userId, userId));
  await tx.delete(storyRead).where(eq(storyRead.userId, userId));
  await tx.delete(flashcardReview).where(eq(flashcardReview.userId, userId));
  await tx
    .update(learnerProfile)
    .set({
      totalPoints: 0,
      level: 1,
      currentStreak: 0,
      longestStreak: 0,
      lastActiveDay: null,
      updatedAt: new Date(),
    })
    .where(eq(learnerProfile.userId, userId));
}

export async function deleteUser(tx: Executor, userId: string) {
  const rows = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
  return rows.length;
}

/** Every account except admins (by role or by ADMIN_EMAILS) and the caller; returns the deleted ids. */
export async function deleteAllNonAdminUsers(
  tx: Executor,
  opts: { callerId: string; adminEmails: string[] },
) {
  const notListed = opts.adminEmails.length
    ? sql`lower(${user.email}) <> all(${sql.param(opts.adminEmails.map((e) => e.toLowerCase()))}::text[])`
    : sql`true`;
  const rows = await tx
    .delete(user)
    .where(and(or(isNull(user.role), ne(user.role, 'admin')), ne(user.id, opts.callerId), notListed))
    .returning({ id: user.id, email: user.email });
  return rows;
}

// ---------- reports and corrections ----------

export async function insertReport(db: Executor, values: typeof questionReport.$inferInsert) {
  const rows = await db
    .insert(questionReport)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: questionReport.id });
  return rows[0]?.id ?? null;
}

export async function findOpenReports(db: Db) {
  return db
    .select({
      id: questionReport.id,
      questionId: questionReport.questionId,
      reason: questionReport.reason,
      note: questionReport.note,
      createdAt: questionReport.createdAt,
    })
    .from(questionReport)
    .where(eq(questionReport.status, 'open'))
    .orderBy(questionReport.createdAt);
}

export async function findQuestionsByIds(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db.select().from(question).where(inArray(question.id, ids));
}

/** Closes every open report of a question; returns how many it closed. */
export async function resolveReports(
  tx: Executor,
  questionId: string,
  values: { status: string; resolution: string; resolvedBy: string; resolvedAt: Date },
) {
  const rows = await tx
    .update(questionReport)
    .set(values)
    .where(and(eq(questionReport.questionId, questionId), eq(questionReport.status, 'open')))
    .returning({ id: questionReport.id });
  return rows.length;
}

export async function countOpenReports(db: Executor, questionId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(questionReport)
    .where(and(eq(questionReport.questionId, questionId), eq(questionReport.status, 'open')));
  return row!.n;
}

export async function insertCorrection(db: Executor, values: typeof questionCorrection.$inferInsert) {
  await db.insert(questionCorrection).values(values);
}

export async function findCorrections(db: Db, limit: number) {
  return db
    .select()
    .from(questionCorrection)
    .orderBy(desc(questionCorrection.createdAt), desc(questionCorrection.id))
    .limit(limit);
}

/** Reports a learner sent in the last window (the per-learner cap on top of the per-address limit). */
export async function countRecentReports(db: Db, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(questionReport)
    .where(and(eq(questionReport.userId, userId), gt(questionReport.createdAt, since)));
  return row!.n;
}
