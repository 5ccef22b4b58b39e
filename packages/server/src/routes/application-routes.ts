import { applicationRoutes } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser, type SessionUser } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { badRequest, conflict } from '../http/http-error.ts';
import { readAnswers, saveAnswers } from '../store/answers.ts';
import { checkAnswers } from './check-answers.ts';
import { readDocumentAnswers } from '../documents/document-store.ts';
import { refreshApplicationPdf } from '../pdf/application-pdf-job.ts';

export const FROZEN = 'Your application has been submitted and can no longer be changed.';

/** The logged-in applicant's profile, web status, last page, answers and validation problems. */
export function registerApplicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const assertOpen = (user: SessionUser) => {
    if (user.submitted) throw conflict(FROZEN);
  };

  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.route({
    ...applicationRoutes.profile,
    handler: async (request) => {
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
  });

  api.route({
    ...applicationRoutes.webStatus,
    handler: async (request) => {
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
  });

  api.route({
    ...applicationRoutes.lastPage,
    handler: async (request) => {
      const user = await requireUser(ctx, request);
      await ctx.db
        .updateTable('users')
        .set({ last_page: request.body.last_page })
        .where('id', '=', user.id)
        .execute();
      return { message: 'Last page saved.' };
    },
  });

  api.route({
    ...applicationRoutes.answer,
    handler: async (request) => {
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
  });

  api.route({
    ...applicationRoutes.validations,
    handler: async (request) => {
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
  });
}
