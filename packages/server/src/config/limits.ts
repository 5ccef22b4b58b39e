import { SESSION_IDLE_MS } from '@admit/contract/constants';

/** Limits and lifetimes; tests shorten or loosen some. */
export interface Limits {
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** A staff session ends after this long unused (30 minutes)... */
  staffSessionIdleMs: number;
  /** ...and this long after sign-in, used or not (12 hours). */
  staffSessionAbsoluteMs: number;
  confirmCodeMs: number;
  resetCodeMs: number;
  codeMaxAttempts: number;
  /** Codes mailed per account and purpose per hour (sign-up's first code included). */
  codeMailsPerHour: number;
  /** Failed logins per e-mail before back-off starts. */
  loginFailuresBeforeBackoff: number;
  /** Longest back-off: an attacker can never lock a real user out for longer. */
  loginBackoffMaxMs: number;
  visitorAnswersMs: number;
  /**
   * Requests per minute per client address on each public route (login has its own): a coarse
   * backstop, high enough for a school's applicants behind one address; per-account limits (code
   * tries, login back-off, mails per hour) do the fine work.
   */
  publicPerMinute: number;
  loginPerMinute: number;
  /** Documents handed in for conversion per minute per client address. */
  conversionsPerMinute: number;
  bodyLimitBytes: number;
}

export const DEFAULT_LIMITS: Limits = {
  sessionIdleMs: SESSION_IDLE_MS,
  sessionAbsoluteMs: 12 * 60 * 60 * 1000,
  staffSessionIdleMs: 30 * 60 * 1000,
  staffSessionAbsoluteMs: 12 * 60 * 60 * 1000,
  confirmCodeMs: 24 * 60 * 60 * 1000,
  resetCodeMs: 60 * 60 * 1000,
  codeMaxAttempts: 5,
  codeMailsPerHour: 5,
  loginFailuresBeforeBackoff: 5,
  loginBackoffMaxMs: 15 * 60 * 1000,
  visitorAnswersMs: 7 * 24 * 60 * 60 * 1000,
  publicPerMinute: 300,
  loginPerMinute: 300,
  conversionsPerMinute: 30,
  bodyLimitBytes: 256 * 1024,
};
