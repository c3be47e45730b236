/**
 * Starts a worker, sends it `message` (if any), and gives its first answer; the worker is ended then.
 * `start` makes the worker where it is named (`new Worker(new URL('./x.ts', import.meta.url), ...)`), so
 * the build finds and bundles it.
 */
export function workerAnswer<T>(start: () => Worker, message?: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = start();
    worker.onmessage = (event: MessageEvent<T>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'the worker failed'));
    };
    if (message !== undefined) worker.postMessage(message);
  });
}
