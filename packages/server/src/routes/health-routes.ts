import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { operationRoutes } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sendServiceUnavailable } from '../http/service-unavailable.ts';

/** Longest /healthz waits for the database before it reports it unreachable. */
export const READY_TIMEOUT_MS = 2_000;

/** Whether the database answers a trivial query within `ms`. */
async function databaseAnswers(ctx: AppContext, ms: number): Promise<boolean> {
  const query = sql`select 1`.execute(ctx.db).then(
    () => true,
    () => false,
  );
  const timeout = new AbortController();
  const late = sleep(ms, false, { signal: timeout.signal }).catch(() => false);
  try {
    return await Promise.race([query, late]);
  } finally {
    timeout.abort();
  }
}

/**
 * GET /healthz (ready): 200 when the database answers, 503 with Retry-After while it does not (a
 * load balancer stops sending applicants here). GET /livez (alive): 200 while the process serves
 * requests at all, database or not, so a supervisor does not restart a server that is only waiting
 * for its database.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.route({
    ...operationRoutes.healthz,
    logLevel: 'warn',
    handler: async (_request, reply) => {
      if (await databaseAnswers(ctx, READY_TIMEOUT_MS)) return { status: 'ok' };
      return sendServiceUnavailable(reply, 'The database is not reachable.');
    },
  });
  api.route({
    ...operationRoutes.livez,
    logLevel: 'warn',
    handler: async () => ({ status: 'ok' }),
  });
}
