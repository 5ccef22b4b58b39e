// The staff console shows a failed load where it happened (a refused filter beside the list, a
// missing application on its screen) and a 401 ends the staff session, not the applicant's: its
// loads do not throw to the applicant app's error boundary as useCachedLoad's do.
// eslint-disable-next-line no-restricted-imports
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

/**
 * A staff load through the console's own data cache; the error is returned, not thrown. `key`
 * null loads nothing.
 */
export function useStaffLoad<T>(
  key: string | null,
  load: () => Promise<T>,
  options?: SWRConfiguration<T>,
): SWRResponse<T> {
  return useSWR<T>(key, load, options);
}
