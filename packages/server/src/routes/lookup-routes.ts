import { lookupRoutes } from '@admit/contract';
import { LOOKUP_MAX_RESULTS } from '@admit/contract/constants';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** GET /lookup/find: suggestions by text, or one full record by id. Failures answer an empty list. */
export function registerLookupRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    ...lookupRoutes.find,
    config: { rateLimit: { max: ctx.limits.publicPerMinute * 5, timeWindow: 60_000 } },
    handler: async (request) => {
      const { text, id, category } = request.query;
      const provider = category && ctx.lookups.find((p) => p.categories.includes(category));
      if (!provider) return [];
      try {
        if (id !== undefined) return (await provider.detail(category, id)) ?? [];
        const max = Math.min(
          Number(request.query.max_results ?? LOOKUP_MAX_RESULTS) || LOOKUP_MAX_RESULTS,
          LOOKUP_MAX_RESULTS,
        );
        return await provider.search(category, text ?? '', max);
      } catch (error) {
        request.log.warn({ err: error, category }, 'lookup failed');
        return [];
      }
    },
  });
}
