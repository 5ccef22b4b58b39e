import type { WebStatus } from '@admit/engine';
import { create } from 'zustand';

/** The client snapshot (spec section 3). `web_status` is null until the profile says otherwise. */
export interface SessionSnapshot {
  web_status: WebStatus | null;
  last_page: string;
  is_logged_in: boolean;
  username: string;
  is_service_user: boolean;
  /** Successful logins, at least 1 once logged in. */
  num_logins: number;
  has_changed_page: boolean;
}

export interface SessionActions {
  /** Merges a part of the snapshot. */
  update(patch: Partial<SessionSnapshot>): void;
  /** Back to a logged-out visitor (keeps the service-user flag, which comes from the URL). */
  reset(): void;
}

export type SessionState = SessionSnapshot & SessionActions;

/** The snapshot of someone who is not logged in. */
export const LOGGED_OUT_SNAPSHOT: SessionSnapshot = {
  web_status: null,
  last_page: '',
  is_logged_in: false,
  username: '',
  is_service_user: false,
  num_logins: 0,
  has_changed_page: false,
};

/** The app's client snapshot, one per page load. */
export const useSession = create<SessionState>((set) => ({
  ...LOGGED_OUT_SNAPSHOT,
  update: (patch) => set(patch),
  reset: () => set((s) => ({ ...LOGGED_OUT_SNAPSHOT, is_service_user: s.is_service_user })),
}));

/** The number of logins the banner counts: the profile's successful logins, at least 1. */
export const countLogins = (logins: readonly unknown[]): number => Math.max(1, logins.length);
