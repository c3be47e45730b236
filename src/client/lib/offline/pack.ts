import { ApiError, api } from '@client/lib/api-client';
import type { PackContent, PackQuestion, PackResponse, PackSchedule } from '@shared/contracts/offline';
import type { PracticeSummary } from '@shared/contracts/practice';
import type { QuizMode, QuizQuestion, QuizSessionResponse } from '@shared/contracts/quiz';
import type { FlashcardItem } from '@shared/contracts/reference';
import { ADAPTIVE_ROUND_SIZE, QUICK_ROUND_SIZE } from '@shared/domain/limits';
import { reviewRecord } from '@shared/learning/fsrs';
import { applyAnswer, deckIds } from '@shared/learning/mistakes';
import { type OfflineRoundMode, selectPracticeRound } from '@shared/learning/selection';
import { localDay } from '@shared/learning/streak';
import { shuffle } from '@shared/lib/shuffle';
import { withPending } from './bookmarks';
import { pendingItems } from './outbox';
import { offlineStore } from './store';

/**
 * The study pack on this device (IndexedDB): the questions the learner may use, the flashcards and
 * their FSRS state, refreshed on each online visit (questions and cards only when the server's
 * contentKey changed), so Quick Hits and Smart Review rounds are chosen and judged here offline.
 * Budget: at most OFFLINE_PACK_MAX_QUESTIONS (2,500) questions, about 3.3 MB (see the contract).
 * It also carries the learner's mistakes deck, bookmarks, exam plan and time zone, so the mistakes
 * drill, bookmarks and scheduling work offline as they do online.
 */
export type StoredPack = Omit<PackResponse, 'questions' | 'flashcards'> & {
  userId: string;
  questions: PackQuestion[];
  flashcards: FlashcardItem[];
};

const KEY = 'pack';

export async function loadPack(userId: string): Promise<StoredPack | null> {
  const pack = await offlineStore.get<StoredPack>(KEY);
  return pack && pack.userId === userId ? pack : null;
}

/**
 * The pack's questions and flashcards: those the device holds when it holds the pack's contentKey,
 * else the content body of that key (made once on the server, kept by the browser's cache).
 */
async function contentOf(fresh: PackResponse, held: StoredPack | null) {
  if (fresh.questions && fresh.flashcards)
    return { questions: fresh.questions, flashcards: fresh.flashcards };
  if (held && held.contentKey === fresh.contentKey && held.stateCode === fresh.stateCode)
    return { questions: held.questions, flashcards: held.flashcards };
  const { questions, flashcards } = await api.get<PackContent>(
    `/api/offline/content/${fresh.contentKey}?stateCode=${fresh.stateCode}`,
  );
  return { questions, flashcards };
}

/** Fetches the learner's pack (only what changed) and keeps it; returns it. */
export async function refreshPack(userId: string, stateCode: string): Promise<StoredPack> {
  const held = await loadPack(userId);
  // `have`: a pack past its budget (its questions chosen for this learner, so carried in the pack) is
  // not resent while unchanged either.
  const have = held && held.stateCode === stateCode ? `&have=${held.contentKey}` : '';
  const url = `/api/offline/pack?stateCode=${stateCode}&content=apart${have}`;
  let content: Awaited<ReturnType<typeof contentOf>>;
  let fresh = await api.get<PackResponse>(url);
  try {
    content = await contentOf(fresh, held);
  } catch (err) {
    // The content changed between the two requests (its key is not current any more): once again.
    if (!(err instanceof ApiError && err.status === 404)) throw err;
    fresh = await api.get<PackResponse>(url);
    content = await contentOf(fresh, held);
  }
  const pack: StoredPack = { ...fresh, userId, ...content };
  await offlineStore.update<StoredPack>(KEY, () => pack);
  return pack;
}

export async function clearPack() {
  await offlineStore.del(KEY);
}

/** Moves the device's copy of an item's FSRS state on (offline, until the server's copy comes back). */
export async function applyLocalReview(
  userId: string,
  itemType: 'question' | 'flashcard',
  itemId: string,
  rating: 1 | 2 | 3 | 4,
  at: Date,
): Promise<PackSchedule | null> {
  let next: PackSchedule | null = null;
  await offlineStore.update<StoredPack | undefined>(KEY, (pack) => {
    if (!pack || pack.userId !== userId) return pack;
    const prev = pack.schedule.find((s) => s.itemType === itemType && s.itemId === itemId);
    // The learner's exam plan (retention, pull-in to the eve) as the server applies it.
    next = { itemType, itemId, ...reviewRecord(prev, rating, at, pack.plan ?? null) };
    return {
      ...pack,
      schedule: [...pack.schedule.filter((s) => !(s.itemType === itemType && s.itemId === itemId)), next],
    };
  });
  return next;
}

/** Moves the device's mistakes deck on with an answer given here (the server's rule, its local day). */
export async function applyLocalAnswer(userId: string, questionId: string, isCorrect: boolean, at: Date) {
  await offlineStore.update<StoredPack | undefined>(KEY, (pack) => {
    if (!pack || pack.userId !== userId) return pack;
    const day = localDay(at, pack.timeZone ?? 'UTC');
    return {
      ...pack,
      mistakes: applyAnswer(pack.mistakes ?? [], { questionId, isCorrect, at, localDay: day }),
    };
  });
}

/** The mistakes deck on this device: ids of the pack's questions still in it, the latest missed first. */
export function localMistakeIds(pack: StoredPack): string[] {
  return deckIds(pack.mistakes ?? [], new Set(pack.questions.map((q) => q.id)));
}

/** The dashboard's counts from this device (offline): its mistakes deck and bookmarks, waiting changes included. */
export async function localSummary(userId: string): Promise<PracticeSummary | null> {
  const pack = await loadPack(userId);
  if (!pack) return null;
  const marks = withPending(pack.bookmarks ?? { questions: [], flashcards: [] }, await pendingItems());
  return {
    mistakes: localMistakeIds(pack).length,
    bookmarkedQuestions: marks.questions.length,
    bookmarkedFlashcards: marks.flashcards.length,
  };
}

export const MISTAKES_ROUND_SIZE = 10;

/** A drill of the mistakes deck from the pack (offline): up to ten of its questions, shuffled. */
export function buildMistakesRound(
  pack: StoredPack,
  rng: () => number = Math.random,
  size = MISTAKES_ROUND_SIZE,
): QuizSessionResponse {
  const byId = new Map(pack.questions.map((q) => [q.id, q]));
  const picked = shuffle(localMistakeIds(pack), rng).slice(0, size);
  return {
    sessionId: crypto.randomUUID(),
    mode: 'custom',
    stateCode: pack.stateCode,
    questions: picked.map((id) => toQuestion(byId.get(id)!)),
    deadline: null,
    timeLimitSeconds: null,
    preview: null,
  };
}

export const offlineModes: readonly QuizMode[] = ['quick', 'adaptive'];

export function isOfflineMode(mode: QuizMode): mode is OfflineRoundMode {
  return offlineModes.includes(mode);
}

function toQuestion(q: PackQuestion): QuizQuestion {
  const { conceptId: _c, topics: _t, stateCode: _s, stateTopic: _st, ...question } = q;
  return question;
}

/** A round picked on the device exactly as the server would pick it from the same pack and schedule. */
export function buildLocalRound(
  pack: StoredPack,
  mode: OfflineRoundMode,
  now: Date,
  rng: () => number = Math.random,
): QuizSessionResponse {
  const schedule = new Map(
    pack.schedule
      .filter((s) => s.itemType === 'question')
      .map((s) => [
        s.itemId,
        { due: new Date(s.due), lastReview: s.lastReview ? new Date(s.lastReview) : null },
      ]),
  );
  const picked = selectPracticeRound({
    mode,
    pool: pack.questions.map((q) => ({ ...q, area: q.area ?? 'financing' })),
    stateCode: pack.stateCode,
    schedule,
    now,
    size: mode === 'quick' ? QUICK_ROUND_SIZE : ADAPTIVE_ROUND_SIZE,
    stateShare: pack.stateShare,
    rng,
  });
  return {
    sessionId: crypto.randomUUID(),
    mode,
    stateCode: pack.stateCode,
    questions: picked.map(toQuestion),
    deadline: null,
    timeLimitSeconds: null,
    preview: null,
  };
}

/** The flashcards saved on this device (the same for every learner), or none. */
export async function loadSavedFlashcards(): Promise<FlashcardItem[]> {
  return (await offlineStore.get<StoredPack>(KEY))?.flashcards ?? [];
}

/** On sign-out: the study pack and the service worker's saved learner pages leave this device. */
export async function clearOfflineData() {
  await clearPack();
  if (typeof caches !== 'undefined') await caches.delete('api-offline').catch(() => false);
}
