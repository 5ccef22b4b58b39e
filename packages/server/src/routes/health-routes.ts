import { operationRoutes } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { databaseAnswers } from '../db/database-answers.ts';
import { sendServiceUnavailable } from '../http/service-unavailable.ts';

/** Longest /healthz waits for the database before it reports it unreachable. */
export const READY_TIMEOUT_MS = 2_000;

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
      if (await databaseAnswers(ctx.db, READY_TIMEOUT_MS)) return { status: 'ok' };
      return sendServiceUnavailable(reply, 'The database is not reachable.');
    },
  });
  api.route({
    ...operationRoutes.livez,
    logLevel: 'warn',
    handler: async () => ({ status: 'ok' }),
  });
}
