import { RECORDED_WEB_STATUSES } from '@admit/engine';
import type { FastifyInstance } from 'fastify';
import { requireUser, type SessionUser } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { badRequest, conflict } from '../http/http-error.ts';
import { answersSchema, messageSchema } from '../http/schemas.ts';
import { readAnswers, saveAnswers } from '../store/answers.ts';
import { checkAnswers } from './check-answers.ts';
import { readDocumentAnswers } from '../documents/document-store.ts';
import { refreshApplicationPdf } from '../pdf/application-pdf-job.ts';

export const FROZEN = 'Your application has been submitted and can no longer be changed.';
export const tags = ['application'];
export const object = (properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
export const ok = { 200: messageSchema };

/** The logged-in applicant's profile, web status, last page, answers and validation problems. */
export function registerApplicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const assertOpen = (user: SessionUser) => {
    if (user.submitted) throw conflict(FROZEN);
  };

  app.get(
    '/api/profile',
    {
      schema: {
        tags,
        summary: 'The applicant profile',
        response: {
          200: {
            type: 'object',
            properties: {
              answer: answersSchema,
              document_answer: { type: 'object', additionalProperties: true },
              username: { type: 'string' },
              last_page: { type: 'string' },
              successful_login: {
                type: 'array',
                items: { type: 'object', properties: { login_at: { type: 'string' } } },
              },
              web_status: {
                type: 'array',
                items: { type: 'object', properties: { web_status: { type: 'string' } } },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const [answer, document_answer, row, logins, statuses] = await Promise.all([
        readAnswers(ctx, user.id),
        readDocumentAnswers(ctx, user.id),
        ctx.db
          .selectFrom('users')
          .select('last_page')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow(),
        ctx.db
          .selectFrom('login_attempts')
          .select('at')
          .where('user_id', '=', user.id)
          .where('success', '=', 1)
          .orderBy('at', 'asc')
          .execute(),
        ctx.db
          .selectFrom('web_status')
          .select('web_status')
          .where('user_id', '=', user.id)
          .orderBy('created_at', 'asc')
          .execute(),
      ]);
      return {
        answer,
        document_answer,
        username: user.email,
        last_page: row.last_page,
        successful_login: logins.map((login) => ({
          login_at: new Date(Number(login.at)).toISOString(),
        })),
        web_status: statuses,
      };
    },
  );

  app.post<{ Body: { web_status: string } }>(
    '/api/web-status',
    {
      schema: {
        tags,
        summary: 'Record a web status (idempotent; submitted only after POST /api/submit)',
        body: object({ web_status: { type: 'string', enum: [...RECORDED_WEB_STATUSES] } }, [
          'web_status',
        ]),
        response: ok,
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const status = request.body.web_status;
      if (status === 'submitted' && !user.submitted)
        throw conflict('Submit the application before recording it as submitted.');
      await ctx.db
        .insertInto('web_status')
        .values({ user_id: user.id, web_status: status, created_at: ctx.now() })
        .onConflict((oc) => oc.columns(['user_id', 'web_status']).doNothing())
        .execute();
      return { message: 'Status recorded.' };
    },
  );

  app.put<{ Body: { last_page: string } }>(
    '/api/last-page',
    {
      schema: {
        tags,
        summary: 'Remember the last page visited',
        body: object({ last_page: { type: 'string', maxLength: 256, pattern: '^(/.*)?$' } }, [
          'last_page',
        ]),
        response: ok,
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      await ctx.db
        .updateTable('users')
        .set({ last_page: request.body.last_page })
        .where('id', '=', user.id)
        .execute();
      return { message: 'Last page saved.' };
    },
  );

  app.put<{ Body: { answers: Record<string, unknown> } }>(
    '/api/answer',
    {
      schema: {
        tags,
        summary:
          'Merge answers ("" clears one); rejects unknown keys and wrong types, writing nothing',
        body: object({ answers: answersSchema }, ['answers']),
        response: ok,
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const answers = checkAnswers(ctx, request.body.answers);
      assertOpen(user);
      await saveAnswers(ctx, user.id, answers);
      // The answers are saved whatever happens to the PDF; GET /api/pdf catches up later.
      await refreshApplicationPdf(ctx, user.id).catch((error: unknown) =>
        request.log.error({ err: error }, 'application PDF refresh failed'),
      );
      return { message: 'Your answers have been saved.' };
    },
  );

  app.post<{ Body: { page: string; problems: object[] } }>(
    '/api/validations',
    {
      schema: {
        tags,
        summary: 'Store the problems the client found on one page',
        body: object(
          {
            page: { type: 'string', maxLength: 128 },
            problems: {
              type: 'array',
              maxItems: 1000,
              items: object(
                {
                  key: { type: 'string', maxLength: 128 },
                  pageId: { type: 'string', maxLength: 128 },
                  message: { type: 'string', maxLength: 4000 },
                },
                ['key', 'message'],
              ),
            },
          },
          ['page', 'problems'],
        ),
        response: ok,
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const { page, problems } = request.body;
      if (!ctx.partner.model.pages.some((known) => known.id === page))
        throw badRequest(`Unknown page: ${page}.`);
      const json = JSON.stringify(problems);
      await ctx.db
        .insertInto('validations')
        .values({ user_id: user.id, page, problems: json, updated_at: ctx.now() })
        .onConflict((oc) =>
          oc.columns(['user_id', 'page']).doUpdateSet({ problems: json, updated_at: ctx.now() }),
        )
        .execute();
      return { message: 'Saved.' };
    },
  );
}
