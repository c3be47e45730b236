import { activeEntitlementOf, type Profile } from '@server/accounts/queries';
import type { Db, Executor } from '@server/db/client';
import { preparedStatement } from '@server/db/prepared';
import { question } from '@server/db/schema/content';
import { entitlement } from '@server/db/schema/entitlements';
import { learnerProfile } from '@server/db/schema/learners';
import { answer, quizSession, reviewState } from '@server/db/schema/learning';
import { and, eq, sql } from 'drizzle-orm';
import type { ConceptStats, ScheduleInfo } from './selection';

export async function findSchedule(
  db: Db,
  userId: string,
  itemType: string,
): Promise<Map<string, ScheduleInfo>> {
  const rows = await db
    .select({ itemId: reviewState.itemId, due: reviewState.due, lastReview: reviewState.lastReview })
    .from(reviewState)
    .where(and(eq(reviewState.userId, userId), eq(reviewState.itemType, itemType)));
  return new Map(rows.map((r) => [r.itemId, { due: r.due, lastReview: r.lastReview }]));
}

export async function findConceptStats(db: Db, userId: string): Promise<Map<string, ConceptStats>> {
  const rows = await db
    .select({
      conceptId: answer.conceptId,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${answer.isCorrect})::int`,
    })
    .from(answer)
    .where(eq(answer.userId, userId))
    .groupBy(answer.conceptId);
  return new Map(
    rows.filter((r) => r.conceptId).map((r) => [r.conceptId!, { answered: r.answered, correct: r.correct }]),
  );
}

/**
 * Commits the statement's own transaction without waiting for PostgreSQL to flush its WAL to disk
 * (decision 22): for a quiz round's insert and an answer's transaction only. Put in a statement's
 * select list or RETURNING, it is set before that transaction commits and ends with it (`set_config`'s
 * third argument: local to the transaction); the next statement on the connection waits for its flush
 * again. It never touches payments, accounts or admin writes.
 */
export const commitWithoutFlushWait = sql<string>`set_config('synchronous_commit', 'off', true)`;

/**
 * Stores a new round. The round is committed without waiting for the WAL flush (decision 22): a
 * database crash within a fraction of a second of it could lose the round (the learner starts
 * another), never corrupt anything.
 */
export async function insertQuizSession(db: Executor, values: typeof quizSession.$inferInsert) {
  const [row] = await db
    .insert(quizSession)
    .values(values)
    .returning({ id: quizSession.id, commit: commitWithoutFlushWait });
  return row!.id;
}

// Columns named in SQL text, with their tables: drizzle writes a column of a select's field list
// without its table, which in a subquery would compare review_state.user_id with itself.
const roundStart = preparedStatement('quiz_round_start', (db) =>
  db
    .select({
      profile: learnerProfile,
      premium: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(entitlement)
        .where(activeEntitlementOf(learnerProfile.userId, sql.placeholder('now')))})`,
      schedule: sql<
        string | [string, string, string | null][]
      >`(select coalesce(json_agg(json_build_array(r.item_id, r.due, r.last_review)), '[]'::json) from ${reviewState} r where r.user_id = ${learnerProfile}.user_id and r.item_type = 'question')`,
    })
    .from(learnerProfile)
    .where(eq(learnerProfile.userId, sql.placeholder('userId'))),
);

/**
 * What starting a round reads, in one prepared statement: the learner's profile, whether they are
 * Premium now (as findActiveEntitlement decides) and their question schedule. Null when the
 * learner has no profile yet (the caller creates it and reads these one by one).
 */
export async function findRoundStart(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ profile: Profile; isPremium: boolean; schedule: Map<string, ScheduleInfo> } | null> {
  const [row] = (await roundStart(db, { userId, now })) as {
    profile: Profile;
    premium: boolean | string;
    schedule: string | [string, string, string | null][];
  }[];
  if (!row) return null;
  const entries = typeof row.schedule === 'string' ? JSON.parse(row.schedule) : row.schedule;
  return {
    profile: row.profile,
    isPremium: row.premium === true || row.premium === 't',
    schedule: new Map(
      (entries as [string, string, string | null][]).map(([id, due, last]) => [
        id,
        { due: new Date(due), lastReview: last ? new Date(last) : null },
      ]),
    ),
  };
}

export {
  consumePreviewAnswer,
  findAnswer,
  findSession,
  findSessionAnswers,
  insertAnswer,
  isAnsweredInSession,
  markSessionCompleted,
  updateProfileAfterAnswer,
} from '@server/learning/answer-store';

const sessionWithItem = preparedStatement('quiz_session_with_item', (db) =>
  db
    .select({ session: quizSession, question })
    .from(quizSession)
    .leftJoin(question, eq(question.id, sql.placeholder('questionId')))
    .where(eq(quizSession.id, sql.placeholder('sessionId'))),
);

/** A round and one question (null when it is not in the bank, as a generated math question is), in one read. */
export async function findSessionWithItem(db: Db, sessionId: string, questionId: string) {
  const [row] = (await sessionWithItem(db, { sessionId, questionId })) as {
    session: typeof quizSession.$inferSelect;
    question: typeof question.$inferSelect | null;
  }[];
  return row ?? null;
}
