import { workerAnswer } from '@client/lib/worker-answer';
import type { PackWorkerReply, PackWorkerRequest } from './pack-worker';

/**
 * Refreshes the learner's offline pack in a worker (pack-worker.ts), or on the page where a worker or
 * IndexedDB is missing (the worker's copy would then live only in the worker's memory).
 */
export async function refreshPackInBackground(userId: string, stateCode: string): Promise<void> {
  if (typeof Worker === 'undefined' || typeof indexedDB === 'undefined') {
    const { refreshPack } = await import('./pack');
    await refreshPack(userId, stateCode);
    return;
  }
  const reply = await workerAnswer<PackWorkerReply>(
    () => new Worker(new URL('./pack-worker.ts', import.meta.url), { type: 'module' }),
    { userId, stateCode } satisfies PackWorkerRequest,
  );
  if (!reply.ok) throw new Error(reply.message);
}
