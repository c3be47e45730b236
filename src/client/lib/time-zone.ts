const onThisThread = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The device's IANA time zone, read in a worker: the first `Intl.DateTimeFormat` on a page loads
 * Chromium's time-zone data, a long task on a phone (82 ms of a first visit's main thread at 4x,
 * measured 2026-11-28); in a worker it costs the page nothing. Read on the page where there is no Worker.
 */
export function deviceTimeZone(): Promise<string> {
  if (typeof Worker === 'undefined') return Promise.resolve(onThisThread());
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./time-zone-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<string>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(onThisThread());
    };
  });
}
