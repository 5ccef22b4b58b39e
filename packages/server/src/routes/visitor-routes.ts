import type { FastifyInstance } from 'fastify';
import { randomToken, sha256 } from '../auth/crypto.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/http-error.ts';
import { answersSchema } from '../http/schemas.ts';
import { encodeAnswerSet } from '../store/answers.ts';
import { checkAnswers } from './check-answers.ts';
import { readVisitorAnswers } from '../store/visitor-answers.ts';

/** Visitors' temporary answer sets: POST /public/tmp keeps them 7 days, GET returns them. */
export function registerVisitorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.limits.publicPerMinute, timeWindow: 60_000 } };

  app.post<{ Body: { answers: Record<string, unknown> } }>(
    '/public/tmp',
    {
      config: limited,
      schema: {
        tags: ['visitors'],
        summary: "Keep a visitor's answers for 7 days under a new token",
        body: {
          type: 'object',
          properties: { answers: answersSchema },
          required: ['answers'],
          additionalProperties: false,
        },
        response: { 200: { type: 'object', properties: { token: { type: 'string' } } } },
      },
    },
    async (request) => {
      const answers = checkAnswers(ctx, request.body.answers);
      const token = randomToken();
      const now = ctx.now();
      await ctx.db
        .insertInto('visitor_answers')
        .values({
          token_hash: sha256(token),
          answers: encodeAnswerSet(ctx, answers),
          created_at: now,
          expires_at: now + ctx.limits.visitorAnswersMs,
        })
        .execute();
      await ctx.db.deleteFrom('visitor_answers').where('expires_at', '<=', now).execute();
      return { token };
    },
  );

  app.get<{ Querystring: { token: string } }>(
    '/public/tmp',
    {
      config: limited,
      schema: {
        tags: ['visitors'],
        summary: "A visitor's saved answers",
        querystring: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 128 } },
          required: ['token'],
        },
        response: { 200: { type: 'object', properties: { answer: answersSchema } } },
      },
    },
    async (request) => {
      const answer = await readVisitorAnswers(ctx, sha256(request.query.token));
      if (!answer) throw notFound('These saved answers have expired or do not exist.');
      return { answer };
    },
  );
}
