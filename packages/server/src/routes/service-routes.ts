import { staffRoutes } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256 } from '../crypto/crypto.ts';
import { checkServiceToken } from '../crypto/service-token.ts';
import { secretsOf } from '../config/env.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import { readStaffApplication } from '../staff/read-staff-application.ts';
import { recordAudit } from '../store/audit-log.ts';

/**
 * Staff: GET /service/tmp-pdf reads one application with a signed, expiring, read-only service
 * token; every read, refused ones too (bad, expired or foreign token: why, from which address), is
 * appended to the audit log (writes with a token are refused in http/security.ts).
 */
export function registerServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.limits.publicPerMinute, timeWindow: 60_000 } };
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  /** Requests whose read the handler recorded itself. */
  const audited = new WeakSet<FastifyRequest>();

  api.route({
    ...staffRoutes.serviceApplication,
    config: limited,
    // A read refused before the handler (no token, one too long or with characters no token has)
    // is recorded too. Refusals by the per-address limit are not: they would let a flood write.
    onError: async (request, _reply, error) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (audited.has(request) || status >= 500 || status === 429) return;
      const token = (request.query as { service_token?: unknown } | undefined)?.service_token;
      await recordAudit(
        ctx.db,
        {
          actorKind: 'service-token',
          actor:
            token === undefined
              ? 'service-token:none'
              : `service-token:${sha256(typeof token === 'string' ? token : JSON.stringify(token)).slice(0, 16)}`,
          action: 'read-application-refused',
          userId: '',
          detail: {
            ip: request.ip,
            route: staffRoutes.serviceApplication.url,
            reason: token === undefined ? 'missing' : 'malformed',
          },
        },
        ctx.now(),
      ).catch((auditError: unknown) =>
        request.log.warn({ err: auditError }, 'a refused staff read could not be audited'),
      );
    },
    handler: async (request) => {
      const token = request.query.service_token;
      const verdict = checkServiceToken(secretsOf(ctx.env), token, ctx.now());
      // Every read is recorded, refused ones too, before anything is answered.
      audited.add(request);
      await recordAudit(
        ctx.db,
        {
          actorKind: 'service-token',
          actor: `service-token:${sha256(token).slice(0, 16)}`,
          action: verdict.ok ? 'read-application' : 'read-application-refused',
          userId: verdict.ok ? verdict.claims.sub : (verdict.subject ?? ''),
          detail: {
            ip: request.ip,
            route: staffRoutes.serviceApplication.url,
            ...(verdict.ok ? {} : { reason: verdict.reason }),
          },
        },
        ctx.now(),
      );
      if (!verdict.ok) throw new HttpError(401, 'This service token is invalid or has expired.');
      return readStaffApplication(ctx, verdict.claims.sub);
    },
  });
}
