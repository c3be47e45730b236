/**
 * Refreshes the offline study pack off the page's main thread: the first pack is ~1.8 MB of JSON,
 * whose parse and copy into IndexedDB took a phone's main thread for a long task after every first
 * screen. The worker fetches (with the page's cookies: same origin), parses and stores it; the page
 * reads the pack from IndexedDB when it needs it, as before.
 */
import { refreshPack } from './pack';

export type PackWorkerRequest = { userId: string; stateCode: string };
export type PackWorkerReply = { ok: true } | { ok: false; message: string };

// The worker's global scope (the client's types are the page's, whose postMessage takes an origin).
const scope = self as unknown as {
  onmessage: (event: MessageEvent<PackWorkerRequest>) => void;
  postMessage: (reply: PackWorkerReply) => void;
};

scope.onmessage = async (event) => {
  const { userId, stateCode } = event.data;
  let reply: PackWorkerReply;
  try {
    await refreshPack(userId, stateCode);
    reply = { ok: true };
  } catch (err) {
    reply = { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(reply);
};
