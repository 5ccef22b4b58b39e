import type { AppContext } from '../context.ts';
import { newId } from '../crypto/crypto.ts';

/** One audited action: who (`actor`), what, on whose application, and the details as JSON. */
export interface AuditEntry {
  actor: string;
  action: string;
  userId: string;
  detail: Record<string, unknown>;
}

/** Appends an entry to the audit log. */
export async function recordAudit(ctx: AppContext, entry: AuditEntry): Promise<void> {
  await ctx.db
    .insertInto('audit_log')
    .values({
      id: newId(),
      at: ctx.now(),
      actor: entry.actor,
      action: entry.action,
      user_id: entry.userId,
      detail: JSON.stringify(entry.detail),
    })
    .execute();
}
