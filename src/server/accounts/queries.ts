import type { Db, Executor } from '@server/db/client';
import { questionReport } from '@server/db/schema/admin';
import { user } from '@server/db/schema/auth';
import { entitlement } from '@server/db/schema/entitlements';
import { examAttempt } from '@server/db/schema/exams';
import { feedback } from '@server/db/schema/feedback';
import { learnerProfile } from '@server/db/schema/learners';
import {
  answer,
  flashcardReview,
  quizSession,
  reviewState,
  storyRead,
  userAchievement,
} from '@server/db/schema/learning';
import { payment } from '@server/db/schema/payments';
import { levelForPoints } from '@shared/learning/points';
import { and, desc, eq, getTableName, gt, inArray, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type Profile = typeof learnerProfile.$inferSelect;

export async function findOrCreateProfile(db: Db, userId: string): Promise<Profile> {
  const [existing] = await db.select().from(learnerProfile).where(eq(learnerProfile.userId, userId));
  if (existing) return existing;
  await db.insert(learnerProfile).values({ userId }).onConflictDoNothing();
  const [created] = await db.select().from(learnerProfile).where(eq(learnerProfile.userId, userId));
  if (!created) throw new Error(`profile for ${userId} could not be created`);
  return created;
}

/**
 * The learner's profile row, locked until the transaction ends: every write that reads and then
 * changes a learner's totals (an answer, a review) takes this first, so two at once cannot lose one.
 */
export async function lockProfile(tx: Executor, userId: string): Promise<Profile> {
  await tx.insert(learnerProfile).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(learnerProfile).where(eq(learnerProfile.userId, userId)).for('update');
  if (!row) throw new Error(`profile for ${userId} could not be locked`);
  return row;
}

export async function updateProfile(
  db: Db,
  userId: string,
  values: Partial<Omit<Profile, 'userId' | 'createdAt'>>,
) {
  await findOrCreateProfile(db, userId);
  await db
    .update(learnerProfile)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(learnerProfile.userId, userId));
}

/** Writes a learner's totals inside the transaction that locked the row (lockProfile). */
export async function setProfileTotals(
  tx: Executor,
  userId: string,
  values: Pick<Profile, 'totalPoints' | 'level' | 'currentStreak' | 'longestStreak' | 'lastActiveDay'>,
) {
  await tx
    .update(learnerProfile)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(learnerProfile.userId, userId));
}

/**
 * Which entitlement rows give Premium now: the learner's, active or past_due (a renewal failed and is
 * being retried; the paid period still runs to its end), not expired. The values may be
 * `sql.placeholder`s (a prepared statement that asks whether the learner is Premium).
 */
export function activeEntitlementOf(userId: string | Placeholder | AnyPgColumn, now: Date | Placeholder) {
  return and(
    eq(entitlement.userId, userId),
    inArray(entitlement.status, ['active', 'past_due']),
    or(isNull(entitlement.expiresAt), gt(entitlement.expiresAt, now)),
  );
}

export async function findActiveEntitlement(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(entitlement)
    .where(activeEntitlementOf(userId, now))
    .orderBy(desc(entitlement.expiresAt))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(user).where(eq(user.email, email.toLowerCase()));
  return row ?? null;
}

export async function setUserRole(db: Db, id: string, role: 'admin' | 'user') {
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, id));
}

/**
 * Tables whose rows belong to a learner (user_id column). When a guest signs up or signs in, their
 * rows move to the account. Feature tables with learner data register here.
 */
export const learnerOwnedTables = [
  entitlement,
  payment,
  feedback,
  quizSession,
  answer,
  flashcardReview,
  examAttempt,
] as const;

/** Tables keyed by (user, item): on a merge the account's own row wins and the guest's duplicate is dropped. */
export const learnerKeyedTables = [reviewState, userAchievement, storyRead, questionReport] as const;

export async function moveLearnerData(db: Db, fromUserId: string, toUserId: string) {
  if (fromUserId === toUserId) return;
  await db.transaction(async (tx) => {
    for (const table of learnerOwnedTables) {
      await tx.update(table).set({ userId: toUserId }).where(eq(table.userId, fromUserId));
    }
    for (const table of learnerKeyedTables) {
      const name = getTableName(table);
      const keys =
        name === 'review_state'
          ? ['item_type', 'item_id']
          : name === 'user_achievement'
            ? ['achievement_id']
            : name === 'question_report'
              ? ['question_id']
              : ['story_id'];
      const match = keys.map((k) => `t.${k} = o.${k}`).join(' and ');
      await tx.execute(
        sql`delete from ${sql.identifier(name)} t where t.user_id = ${fromUserId} and exists (select 1 from ${sql.identifier(name)} o where o.user_id = ${toUserId} and ${sql.raw(match)})`,
      );
      await tx.update(table).set({ userId: toUserId }).where(eq(table.userId, fromUserId));
    }
    const [from] = await tx.select().from(learnerProfile).where(eq(learnerProfile.userId, fromUserId));
    if (!from) return;
    const [to] = await tx.select().from(learnerProfile).where(eq(learnerProfile.userId, toUserId));
    if (!to) {
      await tx.update(learnerProfile).set({ userId: toUserId }).where(eq(learnerProfile.userId, fromUserId));
      return;
    }
    // The later activity carries the running streak; totals add up and the level follows them.
    const latest = (from.lastActiveDay ?? '') > (to.lastActiveDay ?? '') ? from : to;
    const currentStreak =
      from.lastActiveDay === to.lastActiveDay
        ? Math.max(from.currentStreak, to.currentStreak)
        : latest.currentStreak;
    const totalPoints = to.totalPoints + from.totalPoints;
    await tx
      .update(learnerProfile)
      .set({
        selectedState: to.selectedState ?? from.selectedState,
        totalPoints,
        level: levelForPoints(totalPoints),
        currentStreak,
        longestStreak: Math.max(to.longestStreak, from.longestStreak, currentStreak),
        lastActiveDay: latest.lastActiveDay,
        previewUsed: Math.max(to.previewUsed, from.previewUsed),
        onboardingCompletedAt: to.onboardingCompletedAt ?? from.onboardingCompletedAt,
        updatedAt: new Date(),
      })
      .where(eq(learnerProfile.userId, toUserId));
    await tx.delete(learnerProfile).where(eq(learnerProfile.userId, fromUserId));
  });
}
