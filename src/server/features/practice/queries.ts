import type { Db, Executor } from '@server/db/client';
import { question } from '@server/db/schema/content';
import { examAttempt } from '@server/db/schema/exams';
import { answer, flashcardReview, quizSession, reviewState } from '@server/db/schema/learning';
import { studyPlan } from '@server/db/schema/practice';
import { and, count, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';

export type CandidateFilter = {
  areas: readonly string[];
  concepts: readonly string[];
  domains: readonly string[];
  stateCode: string;
  stateItems: 'include' | 'exclude' | 'only';
  difficultyMin: number;
  difficultyMax: number;
  search?: string;
};

/** A LIKE pattern that matches `text` literally anywhere (%, _ and \ in the text are escaped). */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The ids of the live questions that match the learner's choices (no text: selection needs none). */
export async function findCandidateIds(db: Db, f: CandidateFilter): Promise<string[]> {
  if (f.areas.length === 0) return [];
  const conditions: (SQL | undefined)[] = [
    isNull(question.retiredAt),
    inArray(question.area, [...f.areas]),
    gte(question.difficulty, f.difficultyMin),
    lte(question.difficulty, f.difficultyMax),
    f.stateItems === 'exclude'
      ? isNull(question.stateCode)
      : f.stateItems === 'only'
        ? eq(question.stateCode, f.stateCode)
        : or(isNull(question.stateCode), eq(question.stateCode, f.stateCode)),
    f.concepts.length ? inArray(question.conceptId, [...f.concepts]) : undefined,
    f.domains.length
      ? sql`${question.topics} ?| array[${sql.join(
          f.domains.map((d) => sql`${d}`),
          sql`, `,
        )}]::text[]`
      : undefined,
  ];
  if (f.search) {
    const pattern = containsPattern(f.search);
    conditions.push(or(ilike(question.question, pattern), ilike(question.explanation, pattern)));
  }
  const rows = await db
    .select({ id: question.id })
    .from(question)
    .where(and(...conditions));
  return rows.map((r) => r.id);
}

/** Questions this learner has a schedule for (answered at least once). */
export async function findSeenQuestionIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: reviewState.itemId })
    .from(reviewState)
    .where(and(eq(reviewState.userId, userId), eq(reviewState.itemType, 'question')));
  return new Set(rows.map((r) => r.id));
}

export { findMistakeIds } from '@server/learning/mistakes';

export async function insertCustomSession(
  db: Executor,
  values: { userId: string; stateCode: string; questionIds: string[] },
) {
  const [row] = await db
    .insert(quizSession)
    .values({ ...values, mode: 'custom', isPreview: false, total: values.questionIds.length })
    .returning({ id: quizSession.id });
  return row!.id;
}

export {
  deleteBookmark,
  findBookmarkable,
  findBookmarks,
  insertBookmark,
} from '@server/learning/bookmarks';

export async function upsertStudyPlan(db: Db, values: typeof studyPlan.$inferInsert) {
  await db
    .insert(studyPlan)
    .values(values)
    .onConflictDoUpdate({ target: studyPlan.userId, set: { ...values, updatedAt: new Date() } });
}

export async function deleteStudyPlan(db: Db, userId: string) {
  await db.delete(studyPlan).where(eq(studyPlan.userId, userId));
}

/** Reviews due by `at` across the learner's questions and flashcards. */
export async function countDueReviews(db: Db, userId: string, at: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(reviewState)
    .where(
      and(
        eq(reviewState.userId, userId),
        inArray(reviewState.itemType, ['question', 'flashcard']),
        lte(reviewState.due, at),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the learner finished an Exam Simulator attempt since `since`. */
export async function hasExamSince(db: Db, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(examAttempt)
    .where(and(eq(examAttempt.userId, userId), gte(examAttempt.submittedAt, since)));
  return (row?.n ?? 0) > 0;
}

export async function countDueFlashcards(db: Db, userId: string, at: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(reviewState)
    .where(
      and(eq(reviewState.userId, userId), eq(reviewState.itemType, 'flashcard'), lte(reviewState.due, at)),
    );
  return row?.n ?? 0;
}

/** Flashcard ratings on the learner's current local day. */
export async function countFlashcardReviewsOn(db: Db, userId: string, at: Date, timeZone: string) {
  const [row] = await db
    .select({ n: count() })
    .from(flashcardReview)
    .where(
      and(
        eq(flashcardReview.userId, userId),
        sql`(${flashcardReview.reviewedAt} at time zone ${timeZone})::date = (${at.toISOString()}::timestamptz at time zone ${timeZone})::date`,
      ),
    );
  return row?.n ?? 0;
}

/** The learner's typed math answers (question id and whether right), for per-family accuracy. */
export function findMathAnswers(db: Db, userId: string) {
  return db
    .select({ questionId: answer.questionId, isCorrect: answer.isCorrect })
    .from(answer)
    .where(and(eq(answer.userId, userId), sql`${answer.questionId} like 'math-%'`));
}

export async function findAnswerById(db: Executor, id: string) {
  const [row] = await db.select().from(answer).where(eq(answer.id, id));
  return row ?? null;
}

export async function insertTypedAnswer(db: Executor, values: typeof answer.$inferInsert) {
  const rows = await db.insert(answer).values(values).onConflictDoNothing().returning({ id: answer.id });
  return rows.length > 0;
}
