import type { StaffMe } from '@admit/contract';
import type { SWRConfiguration } from 'swr';
import { SWR_OPTIONS } from '../api/swr-config.ts';
import { staffApi } from './staff-api.ts';
import { useStaffLoad } from './use-staff-load.ts';

/** The staff console's own data cache: staff data never meets the applicant's. */
const staffCache = new Map();

/** The applicant's cache settings, on the staff cache. */
export const STAFF_SWR: SWRConfiguration = { ...SWR_OPTIONS, provider: () => staffCache };

/** Empties the staff data cache (sign-in, sign-out, a session the server ended). */
export const clearStaffCache = (): void => staffCache.clear();

/** The data cache key of the signed-in staff member. */
export const STAFF_ME_KEY = 'staff/me';

/** Where the sign-in screen sends someone back to, and what it says. */
export interface StaffNavState {
  from?: string;
  message?: string;
}

export const readStaffNavState = (state: unknown): StaffNavState =>
  typeof state === 'object' && state !== null ? (state as StaffNavState) : {};

/** The signed-in staff member (undefined while loading; the error is a 401 when nobody is). */
export function useStaffMe() {
  return useStaffLoad<StaffMe>(STAFF_ME_KEY, staffApi.me);
}
