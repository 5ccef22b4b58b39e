import type { Generated } from 'kysely';

/*
 * Applicant accounts: users, their sessions and codes, sign-in throttling, request counters
 * and the mail outbox.
 * Times are epoch milliseconds, flags 0/1 integers (see ../schema.ts).
 */

export interface UsersTable {
  id: string;
  /** Lowercased e-mail address (the username). */
  email: string;
  password_hash: string;
  confirmed: number;
  last_page: string;
  created_at: number;
  /** The language the applicant reads the portal in (a declared BCP 47 tag); null until known. */
  language: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a database leak reveals no usable session. */
  token_hash: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  revoked: number;
}

export interface CodesTable {
  id: string;
  user_id: string;
  purpose: 'confirm' | 'reset';
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used: number;
}

export interface LoginAttemptsTable {
  id: string;
  /** The e-mail as typed (lowercased), whether or not an account has it: back-off never tells. */
  email: string;
  user_id: string | null;
  ip: string;
  success: number;
  at: number;
}

/**
 * One row per e-mail typed at login (account or not): the failed logins since the last success and
 * when the next may be evaluated. Reserved and decided in one statement (see store/login-guard.ts).
 */
export interface LoginGuardsTable {
  email: string;
  /** Password checks started since the last success (a check in flight counts). */
  failures: number;
  /** Epoch ms before which no password is checked for this e-mail. */
  blocked_until: number;
  updated_at: number;
}

/** A fixed-window request counter per route and client address (see store/rate-counters.ts). */
export interface RateCountersTable {
  key: string;
  window_start: number;
  count: number;
}

/** Mail waiting to be sent, and sent mail kept for a while (see outbox/mail-outbox.ts). */
export interface MailOutboxTable {
  id: string;
  recipient: string;
  /** What the mail is about (`confirm`, `reset`, `exists`, `submitted`): per-recipient limits count it. */
  kind: string;
  /** Subject and body as JSON, encrypted: bodies carry codes and links. */
  content: string;
  /** `sent` from the moment the mail is handed to the mail server (see outbox/mail-sender.ts). */
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  /** While a try holds it (epoch ms): no other try takes it until then. */
  locked_until: number | null;
  /** The id of the try holding it: only that try may hand it over or put it back. */
  lease: string | null;
  /** When it may be tried (epoch ms; 0: at once). */
  next_attempt_at: Generated<number>;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}
