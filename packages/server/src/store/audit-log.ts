import { newId } from '../crypto/crypto.ts';
import type { Executor } from '../db/database-backend.ts';
import type { ActorKind } from '../db/schema.ts';

/** One audited action: who (`actor`), what, on whose application, and the details as JSON. */
export interface AuditEntry {
  actorKind: ActorKind;
  actor: string;
  action: string;
  userId: string;
  detail: Record<string, unknown>;
}

/** Appends an entry to the audit log, made at `at`. */
export async function recordAudit(db: Executor, entry: AuditEntry, at: number): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      at,
      actor_kind: entry.actorKind,
      actor: entry.actor,
      action: entry.action,
      user_id: entry.userId,
      detail: JSON.stringify(entry.detail),
    })
    .execute();
}

/** Which audit rows to read: each filter narrows (epoch ms bounds are inclusive). */
export interface AuditFilter {
  actor?: string;
  action?: string;
  from?: number;
  to?: number;
  offset: number;
  limit: number;
}

/** Audit rows matching `filter`, newest first, with how many match in all. */
export async function readAuditLog(db: Executor, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.actor !== undefined) query = query.where('actor', '=', filter.actor);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<=', filter.to);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
