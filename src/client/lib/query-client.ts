import { QueryClient } from '@tanstack/react-query';

/** The spec's cache rules: never stale, no refetch on focus, no polling, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // Fetch even when the browser says offline: the service worker may answer from its cache, and
        // a screen that truly needs the network shows its error instead of waiting forever.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
}
