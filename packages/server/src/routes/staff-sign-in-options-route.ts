import { staffConsoleRoutes } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * Which sign-ins the staff console offers, asked before anyone signs in: local staff accounts
 * only, until single sign-on is configured.
 */
export function registerStaffSignInOptionsRoute(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.route({
    ...staffConsoleRoutes.signInOptions,
    config: { rateLimit: { max: ctx.limits.publicPerMinute, timeWindow: 60_000 } },
    handler: async () => ({ local: true, sso: false }),
  });
}
