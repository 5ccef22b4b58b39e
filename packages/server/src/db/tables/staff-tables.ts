import type { StaffRole } from '@admit/contract/constants';
import type { Generated } from 'kysely';

/*
 * The staff side: the audit log, staff accounts and sessions, the submission digest and the
 * summaries the staff list reads.
 * Times are epoch milliseconds, flags 0/1 integers (see ../schema.ts).
 */

/** Who did an audited action: a staff member signed in, a service token, or nobody signed in. */
export type ActorKind = 'staff' | 'service-token' | 'anonymous';

/** Append-only (database triggers refuse updates and deletes). */
export interface AuditLogTable {
  id: string;
  at: number;
  /** Defaults to 'service-token' (what every row was before staff accounts). */
  actor_kind: Generated<ActorKind>;
  /** A staff member's e-mail, `service-token:<hash prefix>`, or '' for nobody signed in. */
  actor: string;
  action: string;
  /** The application read ('' for reads of no one application, such as the list). */
  user_id: string;
  /** JSON: the address (`ip`), the route, the outcome and what was asked. */
  detail: string;
}

/**
 * A staff account: local (created with `npm run staff`) or made at its first OpenID Connect
 * single sign-on.
 */
export interface StaffAccountsTable {
  id: string;
  /** Lowercased and trimmed: compared case-insensitively. */
  email: string;
  /** argon2id; '' for an account made by single sign-on (no password opens it). */
  password_hash: string;
  /** Single sign-on sets it from the provider's role claim at every sign-in. */
  role: StaffRole;
  disabled: number;
  created_at: number;
  /** The provider's `sub` at the last single sign-on; null for an account never signed on so. */
  sso_subject: Generated<string | null>;
}

/** A staff session, kept apart from applicant sessions: neither token opens the other's APIs. */
export interface StaffSessionsTable {
  token_hash: string;
  staff_id: string;
  created_at: number;
  last_seen_at: number;
  revoked: number;
}

/** One day's submission digest, claimed by the first server to send it (UTC day, `YYYY-MM-DD`). */
export interface SubmissionDigestsTable {
  day: string;
  submissions: number;
  sent_at: number;
}

/**
 * One row per applicant account: what the staff list shows, filters, sorts and searches on, kept
 * by triggers in the transaction of each write that changes it (migration 0010). SQLite adds an
 * integer `seq`, the key of its full-text index's rows (`application_search`).
 */
export interface ApplicationSummariesTable {
  user_id: string;
  email: string;
  /** Lowercased e-mail, then the stored answers of `staff_name_keys`, space separated. */
  search_text: string;
  /** Recorded web statuses: 0 none, 1 started, 2 validating, 3 submitted. */
  status_count: number;
  created_at: number;
  saved_at: number | null;
  submitted_at: number | null;
}

/** The answer keys whose (never sealed) answers a summary's search text holds. */
export interface StaffNameKeysTable {
  key: string;
}
