/*
 * Applications: answers and what the form keeps besides them (statuses, block counts, tabs,
 * validations), visitors' answers, submissions, revisions and the partner config versions.
 * Times are epoch milliseconds, flags 0/1 integers (see ../schema.ts).
 */

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
  /**
   * JSON text of the config in each other language the version has (language → assembled config);
   * null for a version kept before translations were, or with its default language only.
   */
  translations: string | null;
  created_at: number;
}
