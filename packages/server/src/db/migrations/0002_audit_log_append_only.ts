import { PostgresAdapter, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { type AnyDb } from './any-db.ts';

export const m0002AuditLogAppendOnly: Migration = {
  // The audit log is append-only in the database itself, not only by convention in the code.
  async up(db: AnyDb) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
        begin raise exception 'audit_log is append-only'; end $$`.execute(db);
      await sql`create trigger audit_log_append_only before update or delete on audit_log
        for each row execute function audit_log_append_only()`.execute(db);
      return;
    }
    for (const action of ['update', 'delete'])
      await sql
        .raw(
          `create trigger audit_log_no_${action} before ${action} on audit_log
           begin select raise(abort, 'audit_log is append-only'); end`,
        )
        .execute(db);
  },
};
