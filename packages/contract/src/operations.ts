import { Type } from '@sinclair/typebox';
import { routes } from './schema-helpers.ts';
import { operationEndpoints } from './endpoints/operations.ts';

const tags = ['operations'];
const status = Type.Object({ status: Type.String() });

/** Health and metrics, for load balancers, supervisors and scrapers. */
export const operationRoutes = routes(operationEndpoints, {
  healthz: {
    tags,
    summary: 'Readiness: the database answers',
    response: { 200: status, 503: Type.Object({ message: Type.String() }) },
  },
  livez: { tags, summary: 'Liveness: the process serves requests', response: { 200: status } },
  metrics: { tags, summary: 'Prometheus metrics (token or same host)' },
});
