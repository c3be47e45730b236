/** When a card comes back, in words: "in 10 minutes", "in 3 hours", "in 4 days". */
export function describeDue(due: string | Date, now: number = Date.now()) {
  const minutes = Math.max(0, Math.round((new Date(due).getTime() - now) / 60_000));
  const plural = (n: number, unit: string) => `in ${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 1) return 'in under a minute';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.round(hours / 24), 'day');
}
