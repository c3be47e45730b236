import { workerAnswer } from './worker-answer';

const onThisThread = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The device's IANA time zone, read in a worker: the first `Intl.DateTimeFormat` on a page loads
 * Chromium's time-zone data, a long task on a phone (82 ms of a first visit's main thread at 4x,
 * measured 2026-11-28); in a worker it costs the page nothing. Read on the page where there is no Worker
 * or the worker fails.
 */
export function deviceTimeZone(): Promise<string> {
  if (typeof Worker === 'undefined') return Promise.resolve(onThisThread());
  return workerAnswer<string>(
    () => new Worker(new URL('./time-zone-worker.ts', import.meta.url), { type: 'module' }),
  ).catch(onThisThread);
}
