import type { ConversionStatus, StaffRole } from '@admit/contract/constants';
import type { Generated } from 'kysely';

/**
 * The tables. Times are epoch milliseconds (BIGINT on PostgreSQL, read back as numbers); flags are
 * 0/1 integers so both databases share one set of queries.
 */
export interface UsersTable {
  id: string;
  /** Lowercased e-mail address (the username). */
  email: string;
  password_hash: string;
  confirmed: number;
  last_page: string;
  created_at: number;
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
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  /** While a worker is sending it (epoch ms): another run of its job leaves it alone until then. */
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

export interface AnswersTable {
  user_id: string;
  key: string;
  /** JSON text of the value; sensitive keys hold `enc:` + AES-256-GCM ciphertext. */
  value: string;
  updated_at: number;
}

export interface WebStatusTable {
  user_id: string;
  web_status: string;
  created_at: number;
}

export interface AddAnotherTable {
  user_id: string;
  button_id: string;
  num_components: number;
}

export interface TabsTable {
  user_id: string;
  tab_id: string;
  chosen_tab: string;
}

export interface ValidationsTable {
  user_id: string;
  page: string;
  /** JSON text of the problems the client found on that page. */
  problems: string;
  updated_at: number;
}

export interface SubmissionsTable {
  user_id: string;
  submitted_at: number;
  /** `config_versions.hash` of the config it was submitted on (null: submitted before versions). */
  config_version: string | null;
}

export interface VisitorAnswersTable {
  token_hash: string;
  /** JSON text of the answers; sensitive values encrypted as in `answers`. */
  answers: string;
  created_at: number;
  expires_at: number;
}

/** A signed upload form handed out and not yet handed in for conversion (see store/upload-forms.ts). */
export interface UploadFormsTable {
  file_key: string;
  user_id: string;
  expires_at: number;
}

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

/** A stored conversion's status: every status but NOT_ANSWERED, which no row has. */
export type StoredStatus = Exclude<ConversionStatus, 'NOT_ANSWERED'>;

/** One uploaded document per file question, with its conversion to PDF. */
export interface DocumentsTable {
  user_id: string;
  /** The file question's answer key. */
  key: string;
  /** Changes with every upload, so a job for a replaced file does nothing. */
  conversion_id: string;
  /** Storage key of the upload as received; never derived from the file name. */
  file_key: string;
  /** The applicant's file name: shown, never used as a path. */
  file_name: string;
  file_size: number;
  status: StoredStatus;
  /** Why the conversion failed, in words the applicant sees. */
  message: string | null;
  /** A stable code for the failure (see documents/document-error.ts). */
  error: string | null;
  /** Storage key of the converted PDF. */
  pdf_key: string | null;
  pdf_pages: number | null;
  /**
   * 1 when the converted PDF has no text to extract (an image-only scan), else 0 (and for
   * documents converted before this was recorded).
   */
  image_only: number;
  created_at: number;
  updated_at: number;
}

/** The whole-application PDF of one applicant. */
export interface ApplicationPdfsTable {
  user_id: string;
  status: StoredStatus;
  /** Fingerprint of the application content the newest request asked for. */
  requested_hash: string;
  /** Fingerprint of the content the stored PDF shows. */
  source_hash: string | null;
  pdf_key: string | null;
  file_size: number | null;
  generated_at: number | null;
  message: string | null;
  error: string | null;
  updated_at: number;
}

/**
 * One row per application: its revision (bumped by every write that changes an answer, a block
 * count or a tab choice; the ETag) and the partner config version it was started on.
 */
export interface ApplicationsTable {
  user_id: string;
  revision: number;
  /** `config_versions.hash` of the config the first write was made on (null: before versions). */
  started_config: string | null;
  /** When a write last changed the application (epoch ms; null before its first). */
  saved_at: number | null;
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

/**
 * The revision at which each part of an application last changed: `a:<answer key>` (set or
 * cleared), `n:<button id>` (block count: an entry added or removed), `t:<tab id>` (tab choice).
 */
export interface KeyRevisionsTable {
  user_id: string;
  key: string;
  revision: number;
}

/** Writes that carried an Idempotency-Key: a retry is answered with the revision it made. */
export interface IdempotencyKeysTable {
  user_id: string;
  idempotency_key: string;
  revision: number;
  created_at: number;
}

/** Every partner config a server started on: its content hash and the assembled JSON. */
export interface ConfigVersionsTable {
  hash: string;
  /** JSON text of the assembled partner config. */
  config: string;
  created_at: number;
}

/** The embedded (SQLite) job queue. */
export interface JobsTable {
  id: string;
  queue: string;
  /** JSON text of the job's data. */
  data: string;
  /** At most one waiting job per queue and singleton key. */
  singleton_key: string | null;
  state: 'created' | 'active' | 'completed' | 'failed';
  attempts: number;
  max_attempts: number;
  run_after: number;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  codes: CodesTable;
  login_attempts: LoginAttemptsTable;
  login_guards: LoginGuardsTable;
  rate_counters: RateCountersTable;
  mail_outbox: MailOutboxTable;
  answers: AnswersTable;
  web_status: WebStatusTable;
  add_another: AddAnotherTable;
  tabs: TabsTable;
  validations: ValidationsTable;
  submissions: SubmissionsTable;
  visitor_answers: VisitorAnswersTable;
  audit_log: AuditLogTable;
  documents: DocumentsTable;
  application_pdfs: ApplicationPdfsTable;
  jobs: JobsTable;
  upload_forms: UploadFormsTable;
  applications: ApplicationsTable;
  key_revisions: KeyRevisionsTable;
  idempotency_keys: IdempotencyKeysTable;
  config_versions: ConfigVersionsTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  submission_digests: SubmissionDigestsTable;
  application_summaries: ApplicationSummariesTable;
  staff_name_keys: StaffNameKeysTable;
}
