import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireStaff, staffOf } from '../auth/staff-sessions.ts';
import type { AppContext } from '../context.ts';
import { recordAudit } from '../store/audit-log.ts';

const APPLICATION_ID = /^[0-9a-f-]{36}$/;

/**
 * Route hooks of a staff request that is one append-only audit row, written before its answer
 * leaves (who, what, when, from which address, and how it ended): refused ones too, whether for no
 * session, a reader's role, a bad query or an unknown application. Signed in first: without a
 * staff session nothing is checked, not even the query. If the row cannot be written, nothing is
 * answered but a 500. `detail` adds what the request changed (for an account change, say).
 */
export const staffAudited = (
  ctx: AppContext,
  action: string,
  detail: (request: FastifyRequest) => Record<string, unknown> = () => ({}),
) => ({
  onRequest: async (request: FastifyRequest) => {
    await requireStaff(ctx, request);
  },
  onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const staff = staffOf(request);
    const ok = reply.statusCode < 400;
    const id = (request.params as { id?: unknown } | undefined)?.id;
    await recordAudit(
      ctx.db,
      {
        actorKind: staff ? 'staff' : 'anonymous',
        actor: staff?.email ?? '',
        action: ok ? action : `${action}-refused`,
        userId: typeof id === 'string' && APPLICATION_ID.test(id) ? id : '',
        detail: {
          ip: request.ip,
          url: request.url.slice(0, 1000),
          status: reply.statusCode,
          ...(staff ? { role: staff.role } : {}),
          ...(staff ? detail(request) : {}),
        },
      },
      ctx.now(),
    );
    return payload;
  },
});
