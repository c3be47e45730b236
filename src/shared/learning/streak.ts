// Making an Intl.DateTimeFormat is far dearer than using one (it loads the zone's rules): one per
// time zone, kept (a learner's zone is one of a few hundred names).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

function dayNumber(day: string) {
  const [y, m, d] = day.split('-').map(Number);
  return Math.round(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 86_400_000);
}

export type StreakState = { currentStreak: number; longestStreak: number; lastActiveDay: string | null };

/**
 * A streak counts consecutive calendar days (in the learner's time zone) with at least one answer.
 * Another answer on the same day changes nothing; the next day extends it; a gap restarts it at 1.
 */
export function nextStreak(prev: StreakState, today: string): StreakState {
  if (prev.lastActiveDay === today) return prev;
  const gap = prev.lastActiveDay
    ? dayNumber(today) - dayNumber(prev.lastActiveDay)
    : Number.POSITIVE_INFINITY;
  if (gap < 0) return prev; // an answer recorded late (offline) for an earlier day does not rewind the streak
  const current = gap === 1 ? prev.currentStreak + 1 : 1;
  return {
    currentStreak: current,
    longestStreak: Math.max(prev.longestStreak, current),
    lastActiveDay: today,
  };
}

/** The streak as shown today: it is broken if the last active day is before yesterday. */
export function visibleStreak(state: StreakState, today: string): number {
  if (!state.lastActiveDay) return 0;
  return dayNumber(today) - dayNumber(state.lastActiveDay) <= 1 ? state.currentStreak : 0;
}

/**
 * The streak from the set of days with an answer, whatever order they arrived in (answers made offline
 * on a phone reach the server after the laptop's): the run of consecutive days ending at the latest
 * day, and the longest run.
 */
export function streakFromDays(days: readonly string[]): StreakState {
  const sorted = [...new Set(days)].map((d) => ({ d, n: dayNumber(d) })).sort((a, b) => a.n - b.n);
  let run = 0;
  let longest = 0;
  let prev: number | null = null;
  for (const { n } of sorted) {
    run = prev !== null && n - prev === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = n;
  }
  return { currentStreak: run, longestStreak: longest, lastActiveDay: sorted.at(-1)?.d ?? null };
}
