import type { Cache, SWRConfiguration } from 'swr';

/** The app's data cache: one Map, so logout and a rejected session can clear it in one go. */
export const swrCache: Cache = new Map();

/** Empties the data cache without refetching anything (mounted screens are being left). */
export const clearCaches = (): void => (swrCache as Map<string, unknown>).clear();

/**
 * SWR as the spec configures the data cache (section 9): data never goes stale, nothing is
 * retried, nothing refetches on focus, reconnect or mount. Loads that gate a screen use
 * `suspense: true`, so their errors go to the error boundary.
 */
export const SWR_OPTIONS: SWRConfiguration = {
  provider: () => swrCache,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  dedupingInterval: 0,
};
