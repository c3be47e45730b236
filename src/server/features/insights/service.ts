import { findOrCreateProfile } from '@server/accounts/queries';
import type { Db } from '@server/db/client';
import { findBlueprint, findState } from '@server/exam/queries';
import { vendorForProvider } from '@server/exam/vendor';
import { PROGRESS_DAYS, PROGRESS_WEEKS, type ProgressHistoryResponse } from '@shared/contracts/insights';
import { localDay } from '@shared/learning/streak';
import {
  findConcepts,
  findConceptTotals,
  findFinishedSessions,
  findFlashcardConceptCounts,
  findRecentAnswers,
  findStoryConcepts,
  findTopicTotals,
} from './queries';

const DAY_MS = 86_400_000;
const percent = (c: number, n: number) => (n === 0 ? 0 : Math.round((c / n) * 100));

/** YYYY-MM-DD plus n days (calendar arithmetic in UTC on the date alone). */
export function addDays(day: string, n: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday on or before a day. */
export function mondayOf(day: string) {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(day, -((dow + 6) % 7));
}

/**
 * The learner's progress over time: accuracy per outline domain week by week (the outline of their
 * state's exam vendor), every concept answered weakest first with where to study it, minutes per
 * day and the finished rounds.
 */
export async function getProgressHistory(
  db: Db,
  userId: string,
  stateCode: string,
  now: Date,
): Promise<ProgressHistoryResponse> {
  const profile = await findOrCreateProfile(db, userId);
  const today = localDay(now, profile.timeZone);
  const thisWeek = mondayOf(today);
  const weeks = Array.from({ length: PROGRESS_WEEKS }, (_, i) =>
    addDays(thisWeek, -7 * (PROGRESS_WEEKS - 1 - i)),
  );
  const firstDay = addDays(today, -(PROGRESS_DAYS - 1));
  const since = [weeks[0]!, firstDay].sort()[0]!;
  const state = await findState(db, stateCode);
  const vendor = vendorForProvider(state?.examProvider);
  const [blueprint, recent, topicTotals, conceptTotals, concepts, stories, cardCounts, sessions] =
    await Promise.all([
      findBlueprint(db, vendor),
      findRecentAnswers(db, userId, since),
      findTopicTotals(db, userId),
      findConceptTotals(db, userId),
      findConcepts(db),
      findStoryConcepts(db),
      findFlashcardConceptCounts(db),
      findFinishedSessions(db, userId, 20),
    ]);

  const weekIndex = new Map(weeks.map((w, i) => [w, i]));
  const domains = (blueprint?.topics ?? []).map((t) => {
    const weekly = weeks.map(() => ({ n: 0, c: 0 }));
    for (const a of recent) {
      if (!a.topics.includes(t.id)) continue;
      const i = weekIndex.get(mondayOf(a.day));
      if (i === undefined) continue;
      weekly[i]!.n++;
      if (a.isCorrect) weekly[i]!.c++;
    }
    const total = topicTotals.find((r) => r.topic === t.id);
    return {
      id: t.id,
      title: t.title,
      answered: total?.answered ?? 0,
      correct: total?.correct ?? 0,
      weekly: weekly.map((w) => (w.n ? percent(w.c, w.n) : null)),
    };
  });

  const days = Array.from({ length: PROGRESS_DAYS }, (_, i) => ({
    day: addDays(firstDay, i),
    seconds: 0,
    answers: 0,
  }));
  const dayIndex = new Map(days.map((d, i) => [d.day, i]));
  for (const a of recent) {
    const i = dayIndex.get(a.day);
    if (i === undefined) continue;
    days[i]!.seconds += a.seconds;
    days[i]!.answers++;
  }

  const conceptById = new Map(concepts.map((c) => [c.id, c]));
  const storyPath = (id: string) => {
    const s = stories.find((x) => x.conceptIds.includes(id));
    if (!s) return null;
    const section = s.forSection ?? s.section;
    return section === 'overview' ? '/study' : `/study/${section}`;
  };
  const cards = new Map(cardCounts.map((c) => [c.conceptId, c.n]));
  const conceptRows = conceptTotals
    .filter((r) => r.id && conceptById.has(r.id))
    .map((r) => {
      const c = conceptById.get(r.id!)!;
      return {
        id: c.id,
        title: c.title,
        area: c.area,
        answered: r.answered,
        correct: r.correct,
        accuracy: percent(r.correct, r.answered),
        storyPath: storyPath(c.id),
        flashcards: cards.get(c.id) ?? 0,
      };
    })
    .sort((a, b) => a.accuracy - b.accuracy || b.answered - a.answered || a.id.localeCompare(b.id));

  return {
    vendor: blueprint?.id === 'psi' ? 'PSI' : 'Pearson VUE',
    weeks,
    domains,
    concepts: conceptRows,
    days,
    sessions: sessions.map((s) => ({
      id: s.id,
      mode: s.mode,
      completedAt: s.completedAt!.toISOString(),
      correct: s.correct ?? 0,
      total: s.total ?? 0,
    })),
  };
}
