import { operationRoutes } from '@admit/contract';
import type { FastifyInstance } from 'fastify';
import { safeEqual } from '../crypto/crypto.ts';
import type { AppContext } from '../context.ts';
import { forbidden } from '../http/http-error.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * GET /metrics: Prometheus text format. With METRICS_TOKEN set it answers a scraper that sends
 * `Authorization: Bearer <token>`; without, only a scraper on the same host (the socket's own
 * address, whatever X-Forwarded-For says), so counts never leak to the internet.
 */
export function registerMetricsRoute(app: FastifyInstance, ctx: AppContext): void {
  app.route({
    ...operationRoutes.metrics,
    logLevel: 'warn',
    handler: async (request, reply) => {
      const token = ctx.env.metricsToken;
      const allowed = token
        ? safeEqual(request.headers.authorization ?? '', `Bearer ${token}`)
        : LOOPBACK.test(request.socket.remoteAddress ?? '');
      if (!allowed) throw forbidden('Metrics are for the monitoring system.');
      const { registry } = ctx.metrics;
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  });
}
