import { Type } from '@sinclair/typebox';
import { routes } from './schema-helpers.ts';

const tags = ['operations'];
const status = Type.Object({ status: Type.String() });

/** Health and metrics, for load balancers, supervisors and scrapers. */
export const operationRoutes = routes({
  healthz: {
    method: 'GET',
    url: '/healthz',
    schema: {
      tags,
      summary: 'Readiness: the database answers',
      response: { 200: status, 503: Type.Object({ message: Type.String() }) },
    },
  },
  livez: {
    method: 'GET',
    url: '/livez',
    schema: { tags, summary: 'Liveness: the process serves requests', response: { 200: status } },
  },
  metrics: {
    method: 'GET',
    url: '/metrics',
    schema: { tags, summary: 'Prometheus metrics (token or same host)' },
  },
});
