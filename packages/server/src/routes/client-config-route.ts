import { clientConfigRoutes } from '@admit/contract';
import { sessionWarningMs } from '@admit/contract/constants';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * GET /public/client-config: what the web app must agree on with the server, decided at run time.
 * The idle time is the server's own session limit (SESSION_IDLE_MS, see ServerEnv), so the browser's
 * inactivity logout and the session expiry always agree, and a shorter timer needs no code change.
 */
export function registerClientConfigRoute(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    ...clientConfigRoutes.clientConfig,
    handler: async () => ({
      session_idle_ms: ctx.limits.sessionIdleMs,
      session_warning_ms: sessionWarningMs(ctx.limits.sessionIdleMs),
    }),
  });
}
