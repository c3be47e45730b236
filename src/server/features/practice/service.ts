import type { Db } from '@server/db/client';
import { applyBookmark } from '@server/learning/bookmarks';
import { toQuizQuestion } from '@server/learning/question-item';
import { findQuizItems } from '@server/learning/quiz-items';
import { AppError } from '@server/lib/app-error';
import type { Viewer } from '@server/lib/viewer';
import type {
  BookmarkResult,
  BookmarksResponse,
  BookmarkType,
  CustomQuizChoices,
  PracticeSummary,
} from '@shared/contracts/practice';
import type { QuizSessionResponse } from '@shared/contracts/quiz';
import { allAreaIds, areaTitle, freeAreaIds, isPremiumArea } from '@shared/domain/areas';
import { shuffle } from '@shared/lib/shuffle';
import {
  findBookmarks,
  findCandidateIds,
  findMistakeIds,
  findSeenQuestionIds,
  insertCustomSession,
} from './queries';

export type PracticeContext = {
  db: Db;
  viewer: Viewer;
  isPremium: boolean;
  rng?: () => number;
};

/**
 * Builds a custom round from the learner's choices. The server picks the items: a free learner's
 * pool is the free areas only (asking for a Premium area is refused, never quietly served), the
 * mistakes deck and bookmarks are read from the learner's own records.
 */
export async function createCustomQuiz(
  ctx: PracticeContext,
  choices: CustomQuizChoices,
): Promise<QuizSessionResponse> {
  const { db, viewer, isPremium } = ctx;
  const allowed = isPremium ? allAreaIds : freeAreaIds;
  const locked = choices.areas.filter((a) => isPremiumArea(a) && !isPremium);
  if (locked.length)
    throw new AppError(
      'PREMIUM_REQUIRED',
      `${locked.map(areaTitle).join(' and ')} ${locked.length === 1 ? 'is' : 'are'} part of Premium. Upgrade to practise ${locked.length === 1 ? 'it' : 'them'}.`,
    );
  const areas = choices.areas.length ? choices.areas : allowed;
  let ids = await findCandidateIds(db, {
    areas,
    concepts: choices.concepts,
    domains: choices.domains,
    stateCode: choices.stateCode,
    stateItems: choices.stateItems,
    difficultyMin: choices.difficultyMin,
    difficultyMax: choices.difficultyMax,
    search: choices.search || undefined,
  });
  if (choices.source === 'new') {
    const seen = await findSeenQuestionIds(db, viewer.id);
    ids = ids.filter((id) => !seen.has(id));
  } else if (choices.source === 'missed') {
    const missed = new Set(await findMistakeIds(db, viewer.id));
    ids = ids.filter((id) => missed.has(id));
  } else if (choices.source === 'bookmarked') {
    const marked = new Set((await listBookmarks(ctx)).questions);
    ids = ids.filter((id) => marked.has(id));
  }
  if (ids.length === 0)
    throw new AppError(
      'NOT_FOUND',
      choices.source === 'missed'
        ? 'No missed questions match these choices: your mistakes deck is clear here.'
        : choices.source === 'bookmarked'
          ? 'No bookmarked questions match these choices. Bookmark questions from a quiz or the Questions Database.'
          : 'No questions match these choices. Widen them and try again.',
    );
  const picked = shuffle(ids, ctx.rng ?? Math.random).slice(0, choices.count);
  const sessionId = await insertCustomSession(db, {
    userId: viewer.id,
    stateCode: choices.stateCode,
    questionIds: picked,
  });
  const items = await findQuizItems(db, picked);
  return {
    sessionId,
    mode: 'custom',
    stateCode: choices.stateCode,
    questions: items.map(toQuizQuestion),
    deadline: null,
    timeLimitSeconds: null,
    preview: null,
  };
}

export async function listBookmarks(ctx: PracticeContext): Promise<BookmarksResponse> {
  const rows = await findBookmarks(ctx.db, ctx.viewer.id);
  return {
    questions: rows.filter((r) => r.itemType === 'question').map((r) => r.itemId),
    flashcards: rows.filter((r) => r.itemType === 'flashcard').map((r) => r.itemId),
  };
}

/**
 * Bookmarks a question or a flashcard (idempotent). A free learner cannot bookmark a Premium
 * question: they are never shown one, so a request for it is refused rather than stored.
 */
export async function setBookmark(
  ctx: PracticeContext,
  itemType: BookmarkType,
  itemId: string,
  on: boolean,
): Promise<BookmarkResult> {
  await applyBookmark(ctx.db, { userId: ctx.viewer.id, isPremium: ctx.isPremium }, itemType, itemId, on);
  return { itemType, itemId, bookmarked: on };
}

/** The counts the dashboard shows: the mistakes deck and the bookmarks. */
export async function getPracticeSummary(ctx: PracticeContext): Promise<PracticeSummary> {
  const [mistakes, marks] = await Promise.all([findMistakeIds(ctx.db, ctx.viewer.id), listBookmarks(ctx)]);
  return {
    mistakes: mistakes.length,
    bookmarkedQuestions: marks.questions.length,
    bookmarkedFlashcards: marks.flashcards.length,
  };
}
