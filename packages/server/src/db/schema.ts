import type {
  UsersTable,
  SessionsTable,
  CodesTable,
  LoginAttemptsTable,
  LoginGuardsTable,
  RateCountersTable,
  MailOutboxTable,
} from './tables/account-tables.ts';
import type {
  AnswersTable,
  WebStatusTable,
  AddAnotherTable,
  TabsTable,
  ValidationsTable,
  SubmissionsTable,
  VisitorAnswersTable,
  ApplicationsTable,
  KeyRevisionsTable,
  IdempotencyKeysTable,
  ConfigVersionsTable,
} from './tables/application-tables.ts';
import type {
  UploadFormsTable,
  DocumentsTable,
  ApplicationPdfsTable,
  JobsTable,
} from './tables/document-tables.ts';
import type {
  AuditLogTable,
  StaffAccountsTable,
  StaffSessionsTable,
  SubmissionDigestsTable,
  ApplicationSummariesTable,
  StaffNameKeysTable,
} from './tables/staff-tables.ts';

export type * from './tables/account-tables.ts';
export type * from './tables/application-tables.ts';
export type * from './tables/document-tables.ts';
export type * from './tables/staff-tables.ts';

/**
 * Every table, by name, as Kysely reads them; each table's row type is in tables/, one file per
 * concern. Times are epoch milliseconds (BIGINT on PostgreSQL, read back as numbers); flags are
 * 0/1 integers so both databases share one set of queries.
 */
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
