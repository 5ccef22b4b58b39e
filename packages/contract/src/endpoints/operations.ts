import type { Endpoints } from '../client/endpoint.ts';

/* The methods and URLs of health and metrics (`../operations.ts` adds the schemas). */

/** Health and metrics, for load balancers, supervisors and scrapers. */
export const operationEndpoints = {
  healthz: { method: 'GET', url: '/healthz' },
  livez: { method: 'GET', url: '/livez' },
  metrics: { method: 'GET', url: '/metrics' },
} satisfies Endpoints;
