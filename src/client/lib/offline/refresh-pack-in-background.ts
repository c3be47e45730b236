import type { PackWorkerReply, PackWorkerRequest } from './pack-worker';

/**
 * Refreshes the learner's offline pack in a worker (pack-worker.ts), or on the page where a worker or
 * IndexedDB is missing (the worker's copy would then live only in the worker's memory).
 */
export function refreshPackInBackground(userId: string, stateCode: string): Promise<void> {
  if (typeof Worker === 'undefined' || typeof indexedDB === 'undefined')
    return import('./pack').then(({ refreshPack }) => refreshPack(userId, stateCode)).then(() => {});
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pack-worker.ts', import.meta.url), { type: 'module' });
    const done = (error?: Error) => {
      worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    worker.onmessage = (event: MessageEvent<PackWorkerReply>) =>
      done(event.data.ok ? undefined : new Error(event.data.message));
    worker.onerror = (event) => done(new Error(event.message || 'the pack worker failed'));
    worker.postMessage({ userId, stateCode } satisfies PackWorkerRequest);
  });
}
