import type { StaffAuditList, StaffAuditQuery } from '@admit/contract';
import type { AppContext } from '../context.ts';
import { readAuditLog } from '../store/audit-log.ts';
import { pageOf, parseBound } from './query-bounds.ts';

const detailOf = (text: string): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** A page of the audit log for admins, newest first, filtered by actor, action and dates. */
export async function readAuditPage(
  ctx: AppContext,
  query: StaffAuditQuery,
): Promise<StaffAuditList> {
  const paging = pageOf(query.page, query.page_size);
  const { rows, total } = await readAuditLog(ctx.db, {
    ...(query.actor === undefined ? {} : { actor: query.actor }),
    ...(query.action === undefined ? {} : { action: query.action }),
    from: parseBound(query.from, 'from', 'from'),
    to: parseBound(query.to, 'to', 'to'),
    offset: paging.offset,
    limit: paging.limit,
  });
  return {
    total,
    page: paging.page,
    page_size: paging.pageSize,
    rows: rows.map((row) => {
      const detail = detailOf(row.detail);
      return {
        id: row.id,
        at: new Date(Number(row.at)).toISOString(),
        actor_kind: row.actor_kind,
        actor: row.actor,
        action: row.action,
        application_id: row.user_id,
        address: typeof detail.ip === 'string' ? detail.ip : '',
        detail,
      };
    }),
  };
}
