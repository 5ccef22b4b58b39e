import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** The warning before an inactivity logout (spec section 9), at most half the idle time. */
const WARNING_MS = 60_000;

/**
 * GET /public/client-config: what the web app must agree on with the server, decided at run time.
 * The idle time is the server's own session limit (SESSION_IDLE_MS, see ServerEnv), so the browser's
 * inactivity logout and the session expiry always agree, and a shorter timer needs no code change.
 */
export function registerClientConfigRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/public/client-config',
    {
      schema: {
        tags: ['web app'],
        summary: 'Settings the web app takes from the server (inactivity logout)',
        response: {
          200: {
            type: 'object',
            properties: {
              session_idle_ms: { type: 'integer' },
              session_warning_ms: { type: 'integer' },
            },
            required: ['session_idle_ms', 'session_warning_ms'],
          },
        },
      },
    },
    async () => ({
      session_idle_ms: ctx.limits.sessionIdleMs,
      session_warning_ms: Math.min(WARNING_MS, Math.floor(ctx.limits.sessionIdleMs / 2)),
    }),
  );
}
