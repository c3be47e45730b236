import { visibleStreak } from '@shared/learning/streak';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const DAY_MS = 86_400_000;

function toUtcMs(day: string) {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

function fromUtcMs(ms: number) {
  return new Date(ms).toISOString().slice(0, 10);
}

/** YYYY-MM-DD strings sort as dates. */
function latestDay(days: readonly string[]): string | null {
  return [...days].sort().at(-1) ?? null;
}

export type WeekDot = {
  day: string;
  weekday: (typeof weekdays)[number];
  isToday: boolean;
  isActive: boolean;
};

/**
 * The day the week ends on. Days are counted in the learner's time zone on the server, which may be
 * a day ahead of this browser (a guest's profile starts in UTC), so a newer active day wins.
 */
export function anchorDay(today: string, activeDays: readonly string[]) {
  return latestDay([today, ...activeDays]) ?? today;
}

/** The last `count` days, oldest first, ending on `anchor`, each marked active when in `activeDays`. */
export function describeWeek(activeDays: readonly string[], anchor: string, count = 7): WeekDot[] {
  const active = new Set(activeDays);
  const end = toUtcMs(anchor);
  return Array.from({ length: count }, (_, i) => {
    const ms = end - (count - 1 - i) * DAY_MS;
    const day = fromUtcMs(ms);
    return {
      day,
      weekday: weekdays[new Date(ms).getUTCDay()] ?? 'Sun',
      isToday: day === anchor,
      isActive: active.has(day),
    };
  });
}

/** The streak as of `anchor`: the stored streak lapses once a whole day passes with no answer. */
export function shownStreak(
  currentStreak: number,
  longestStreak: number,
  activeDays: readonly string[],
  anchor: string,
) {
  const lastActiveDay = latestDay(activeDays);
  return visibleStreak({ currentStreak, longestStreak, lastActiveDay }, anchor);
}

/**
 * Today in this browser's time zone (YYYY-MM-DD), from the Date's local fields: asking Intl for the zone
 * name first costs 50-100 ms the first time on a page (Chromium loads its time-zone data), a long task
 * on the dashboard's first screen.
 */
export function browserToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
