import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** GET /healthz: 200 when the database answers, 503 otherwise. */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database check',
        response: {
          200: { type: 'object', properties: { status: { type: 'string' } } },
          503: { type: 'object', properties: { message: { type: 'string' } } },
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(ctx.db);
        return { status: 'ok' };
      } catch {
        return reply.code(503).send({ message: 'The database is not reachable.' });
      }
    },
  );
}
