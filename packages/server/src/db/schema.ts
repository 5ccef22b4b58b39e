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
}

export interface VisitorAnswersTable {
  token_hash: string;
  /** JSON text of the answers; sensitive values encrypted as in `answers`. */
  answers: string;
  created_at: number;
  expires_at: number;
}

export interface AuditLogTable {
  id: string;
  at: number;
  actor: string;
  action: string;
  user_id: string;
  detail: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  codes: CodesTable;
  login_attempts: LoginAttemptsTable;
  answers: AnswersTable;
  web_status: WebStatusTable;
  add_another: AddAnotherTable;
  tabs: TabsTable;
  validations: ValidationsTable;
  submissions: SubmissionsTable;
  visitor_answers: VisitorAnswersTable;
  audit_log: AuditLogTable;
}
