import { visitorRoutes } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { randomToken, sha256 } from '../crypto/crypto.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/http-error.ts';
import { visitorLanguage } from '../languages/request-language.ts';
import { checkAnswers } from './check-answers.ts';
import { readVisitorAnswers, saveVisitorAnswers } from '../store/visitor-answers.ts';

/** Visitors' temporary answer sets: POST /public/tmp keeps them 7 days, GET returns them. */
export function registerVisitorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.limits.publicPerMinute, timeWindow: 60_000 } };
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.route({
    ...visitorRoutes.saveVisitorAnswers,
    config: limited,
    handler: async (request) => {
      const answers = checkAnswers(ctx, request.body.answers, visitorLanguage(ctx, request));
      const token = randomToken();
      await saveVisitorAnswers(ctx.db, ctx.codec, ctx.limits, sha256(token), answers, ctx.now());
      return { token };
    },
  });

  api.route({
    ...visitorRoutes.visitorAnswers,
    config: limited,
    handler: async (request) => {
      const answer = await readVisitorAnswers(
        ctx.db,
        ctx.codec,
        sha256(request.query.token),
        ctx.now(),
      );
      if (!answer) throw notFound('These saved answers have expired or do not exist.');
      return { answer };
    },
  });
}
