import { staffRoutes } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
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

  api.route({
    ...staffRoutes.serviceApplication,
    config: limited,
    handler: async (request) => {
      const token = request.query.service_token;
      const verdict = checkServiceToken(secretsOf(ctx.env), token, ctx.now());
      // Every read is recorded, refused ones too, before anything is answered.
      await recordAudit(ctx, {
        actorKind: 'service-token',
        actor: `service-token:${sha256(token).slice(0, 16)}`,
        action: verdict.ok ? 'read-application' : 'read-application-refused',
        userId: verdict.ok ? verdict.claims.sub : (verdict.subject ?? ''),
        detail: {
          ip: request.ip,
          route: staffRoutes.serviceApplication.url,
          ...(verdict.ok ? {} : { reason: verdict.reason }),
        },
      });
      if (!verdict.ok) throw new HttpError(401, 'This service token is invalid or has expired.');
      return readStaffApplication(ctx, verdict.claims.sub);
    },
  });
}
