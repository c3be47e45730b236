/**
 * How long a story must be on screen before it counts as read: a share of its estimated reading
 * time (a quick reader's pace, about two and a half times the average), never under 20 seconds. The
 * client waits this long before it reports the story read; the server refuses a shorter report. A
 * study step of the guided track then completes when all of its section's stories are read, so a
 * 35-minute step takes real reading, not two seconds on a page.
 */
export const READ_SHARE = 0.4;
export const MIN_READ_SECONDS = 20;

export function secondsToCountRead(readTimeMinutes: number) {
  return Math.max(MIN_READ_SECONDS, Math.round(readTimeMinutes * 60 * READ_SHARE));
}

/** "2 min 24 s", "45 s": a wait in words a learner reads at a glance. */
export function formatWait(seconds: number) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return `${s} s`;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}
