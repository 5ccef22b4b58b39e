import type { FastifyInstance } from 'fastify';
import { DEFAULT_LIMITS, type AppContext } from '../context.ts';

/** The warning before an inactivity logout (spec section 9), at most half the idle time. */
const WARNING_MS = 60_000;

/**
 * Reads SESSION_IDLE_MS: the idle time after which a session ends, in milliseconds (a positive
 * integer). Unset or empty means the spec's 15 minutes.
 */
export function sessionIdleFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0)
    throw new Error(`SESSION_IDLE_MS must be a positive number of milliseconds, not "${value}".`);
  return ms;
}

/**
 * GET /public/client-config: what the web app must agree on with the server, decided at run time.
 * SESSION_IDLE_MS sets both the server's idle session expiry and the browser's inactivity logout
 * (limits a test passes to buildApp win over it), so a shorter timer needs no code change.
 */
export function registerClientConfigRoute(app: FastifyInstance, ctx: AppContext): void {
  const idleMs = sessionIdleFromEnv(process.env.SESSION_IDLE_MS);
  if (idleMs !== undefined && ctx.limits.sessionIdleMs === DEFAULT_LIMITS.sessionIdleMs)
    ctx.limits.sessionIdleMs = idleMs;
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
