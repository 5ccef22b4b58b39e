import useSWR, { type Key, type SWRConfiguration, type SWRResponse } from 'swr';

/** A load that holds the screen (suspense) until its data is there. */
type Suspended<T> = SWRConfiguration<T> & { suspense: true };

/**
 * A load through the app's data cache (spec section 9: "errors go to the error boundary"). A
 * failed load is thrown while rendering, so the nearest error boundary shows it (a rejected
 * session goes to /login); with `suspense: true` the screen also waits for the data. Every cached
 * load goes through here; lint keeps `useSWR` out of the rest of the app.
 */
export function useCachedLoad<T>(
  key: string | unknown[],
  load: () => Promise<T>,
  options: Suspended<T>,
): SWRResponse<T> & { data: T };
export function useCachedLoad<T>(
  key: Key,
  load: () => Promise<T>,
  options?: SWRConfiguration<T>,
): SWRResponse<T>;
export function useCachedLoad<T>(
  key: Key,
  load: () => Promise<T>,
  options?: SWRConfiguration<T>,
): SWRResponse<T> {
  const result = useSWR<T>(key, load, options);
  if (result.error !== undefined) throw result.error;
  return result;
}
