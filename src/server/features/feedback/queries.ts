import type { Db } from '@server/db/client';
import { adminAudit } from '@server/db/schema/admin';
import { user } from '@server/db/schema/auth';
import { feedback } from '@server/db/schema/feedback';
import { learnerProfile } from '@server/db/schema/learners';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';

export async function insertFeedback(db: Db, values: typeof feedback.$inferInsert) {
  const [row] = await db.insert(feedback).values(values).returning({ id: feedback.id });
  return row!.id;
}

const withAuthor = {
  id: feedback.id,
  rating: feedback.rating,
  feedback: feedback.feedback,
  mostHelpful: feedback.mostHelpful,
  suggestions: feedback.suggestions,
  createdAt: feedback.createdAt,
  approvedForDisplay: feedback.approvedForDisplay,
  approvedAt: feedback.approvedAt,
  userName: user.name,
  userEmail: user.email,
  isAnonymous: user.isAnonymous,
  firstName: learnerProfile.firstName,
};

const joined = (db: Db) =>
  db
    .select(withAuthor)
    .from(feedback)
    .leftJoin(user, eq(user.id, feedback.userId))
    .leftJoin(learnerProfile, eq(learnerProfile.userId, feedback.userId));

export async function findFeedbackPage(db: Db, limit: number, offset: number) {
  const [rows, [total], [approved]] = await Promise.all([
    joined(db).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(feedback),
    db.select({ n: count() }).from(feedback).where(eq(feedback.approvedForDisplay, true)),
  ]);
  return { rows, total: total!.n, approvedCount: approved!.n };
}

export async function findApprovedFeedback(db: Db, limit: number) {
  return joined(db)
    .where(and(eq(feedback.approvedForDisplay, true), isNotNull(feedback.approvedAt)))
    .orderBy(desc(feedback.approvedAt), desc(feedback.id))
    .limit(limit);
}

/** Sets the flag and writes the audit row in one transaction; null when there is no such feedback. */
export async function setFeedbackDisplay(
  db: Db,
  id: number,
  approved: boolean,
  audit: { actorId: string; actorEmail: string | null; createdAt: Date },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ approvedForDisplay: feedback.approvedForDisplay })
      .from(feedback)
      .where(eq(feedback.id, id))
      .for('update');
    if (!before) return null;
    await tx
      .update(feedback)
      .set({ approvedForDisplay: approved, approvedAt: approved ? audit.createdAt : null })
      .where(eq(feedback.id, id));
    await tx.insert(adminAudit).values({
      ...audit,
      action: approved ? 'approve-testimonial' : 'unapprove-testimonial',
      targetType: 'feedback',
      targetId: String(id),
      before,
      after: { approvedForDisplay: approved },
    });
    const [approvedCount] = await tx
      .select({ n: count() })
      .from(feedback)
      .where(eq(feedback.approvedForDisplay, true));
    return { approvedCount: approvedCount!.n };
  });
}
