/**
 * Whether the browser says it has a connection. No view code here: the offline pack's worker
 * (pack-worker.ts) imports it too; the hooks are in use-connection.ts.
 */
export const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);
