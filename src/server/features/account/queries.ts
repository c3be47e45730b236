import type { Db } from '@server/db/client';
import { account, session, user } from '@server/db/schema/auth';
import { entitlement } from '@server/db/schema/entitlements';
import { examAttempt, examPortion, examResponse } from '@server/db/schema/exams';
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
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';

export async function findAccountUser(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      isAnonymous: user.isAnonymous,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

export async function setUserName(db: Db, userId: string, name: string) {
  await db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
}

/** The learner's settled payments, newest first: their receipts. */
export async function listSettledPayments(db: Db, userId: string) {
  return db
    .select()
    .from(payment)
    .where(and(eq(payment.userId, userId), eq(payment.status, 'succeeded')))
    .orderBy(desc(payment.settledAt));
}

/** The learner's running subscriptions (monthly plans that renew or run to the end of their period). */
export async function listSubscriptions(db: Db, userId: string) {
  return db
    .select()
    .from(entitlement)
    .where(
      and(
        eq(entitlement.userId, userId),
        eq(entitlement.plan, 'monthly'),
        inArray(entitlement.status, ['active', 'past_due']),
      ),
    );
}

const countOf = async (
  db: Db,
  table: typeof answer | typeof storyRead | typeof flashcardReview | typeof examAttempt,
  userId: string,
) => (await db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]?.n ?? 0;

export async function learnerCounts(db: Db, userId: string) {
  const [answers, storiesRead, flashcardReviews, examAttempts] = await Promise.all([
    countOf(db, answer, userId),
    countOf(db, storyRead, userId),
    countOf(db, flashcardReview, userId),
    countOf(db, examAttempt, userId),
  ]);
  return { answers, storiesRead, flashcardReviews, examAttempts };
}

/**
 * Everything we hold about a learner, table by table (secrets left out: password hashes, session
 * tokens, payment client secrets).
 */
export async function exportLearnerData(db: Db, userId: string) {
  const [
    profile,
    sessions,
    logins,
    entitlements,
    payments,
    quizSessions,
    answers,
    reviewStates,
    flashcardReviews,
    achievements,
    storiesRead,
    examAttempts,
    feedbackRows,
  ] = await Promise.all([
    db.select().from(learnerProfile).where(eq(learnerProfile.userId, userId)),
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId)),
    db
      .select({ providerId: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
      .from(account)
      .where(eq(account.userId, userId)),
    db.select().from(entitlement).where(eq(entitlement.userId, userId)),
    db
      .select({
        id: payment.id,
        plan: payment.plan,
        amountCents: payment.amountCents,
        provider: payment.provider,
        providerRef: payment.providerRef,
        subscriptionRef: payment.subscriptionRef,
        status: payment.status,
        failureMessage: payment.failureMessage,
        cardLast4: payment.cardLast4,
        createdAt: payment.createdAt,
        settledAt: payment.settledAt,
      })
      .from(payment)
      .where(eq(payment.userId, userId)),
    db.select().from(quizSession).where(eq(quizSession.userId, userId)),
    db.select().from(answer).where(eq(answer.userId, userId)),
    db.select().from(reviewState).where(eq(reviewState.userId, userId)),
    db.select().from(flashcardReview).where(eq(flashcardReview.userId, userId)),
    db.select().from(userAchievement).where(eq(userAchievement.userId, userId)),
    db.select().from(storyRead).where(eq(storyRead.userId, userId)),
    db.select().from(examAttempt).where(eq(examAttempt.userId, userId)),
    db.select().from(feedback).where(eq(feedback.userId, userId)),
  ]);
  const attemptIds = examAttempts.map((a) => a.id);
  const [examPortions, examResponses] = attemptIds.length
    ? await Promise.all([
        db.select().from(examPortion).where(inArray(examPortion.attemptId, attemptIds)),
        db.select().from(examResponse).where(inArray(examResponse.attemptId, attemptIds)),
      ])
    : [[], []];
  return {
    profile: profile[0] ?? null,
    tables: {
      sessions,
      signInMethods: logins,
      entitlements,
      payments,
      quizSessions,
      answers,
      reviewStates,
      flashcardReviews,
      achievements,
      storiesRead,
      examAttempts,
      examPortions,
      examResponses,
      feedback: feedbackRows,
    },
  };
}

/**
 * Deletes a learner: the user row takes everything that hangs off it (sessions, sign-in methods,
 * profile, progress, exams, entitlements); their feedback goes too. Settled payments stay as
 * receipts with no owner (the law keeps them); pending and failed ones go.
 */
export async function deleteLearner(db: Db, userId: string) {
  return db.transaction(async (tx) => {
    await tx.delete(feedback).where(eq(feedback.userId, userId));
    await tx.delete(payment).where(and(eq(payment.userId, userId), ne(payment.status, 'succeeded')));
    const kept = await tx
      .select({ n: count() })
      .from(payment)
      .where(and(eq(payment.userId, userId), eq(payment.status, 'succeeded')));
    await tx.delete(user).where(eq(user.id, userId));
    return kept[0]?.n ?? 0;
  });
}
