import { applicationRoutes, etagOf } from '@admit/contract';
import { ANSWERS_SAVED_MESSAGE } from '@admit/contract/constants';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { assertOpen, requireUser } from '../auth/sessions.ts';
import { applicationWrites, type AppContext } from '../context.ts';
import { readDocumentAnswers } from '../store/documents.ts';
import { badRequest, conflict } from '../http/http-error.ts';
import { refreshApplicationPdf } from '../pdf/application-pdf-job.ts';
import { userRequestLanguage } from '../languages/request-language.ts';
import { readAnswers } from '../store/answers.ts';
import { readRevision } from '../store/versioned/revision-unit.ts';
import { saveAnswersVersioned } from '../store/versioned/save-answers-versioned.ts';
import { readSuccessfulLogins } from '../store/login-attempts.ts';
import { readLastPage, saveLastPage } from '../store/users.ts';
import { saveValidations } from '../store/validations.ts';
import { readWebStatuses, recordWebStatus } from '../store/web-status.ts';
import { checkAnswerWrite } from './check-answers.ts';
import { preconditionsOf, settle } from './versioned-write.ts';

/** The logged-in applicant's profile, web status, last page, answers and validation problems. */
export function registerApplicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const writes = applicationWrites(ctx);

  api.route({
    ...applicationRoutes.profile,
    handler: async (request, reply) => {
      const user = await requireUser(ctx, request);
      // The revision first: answers read after it are at least as new as the ETag says.
      const revision = await readRevision(ctx.db, user.id);
      const [answer, document_answer, last_page, logins, web_status] = await Promise.all([
        readAnswers(ctx.db, ctx.codec, user.id),
        readDocumentAnswers(ctx.db, user.id),
        readLastPage(ctx.db, user.id),
        readSuccessfulLogins(ctx.db, user.id),
        readWebStatuses(ctx.db, user.id),
      ]);
      reply.header('etag', etagOf(revision));
      return {
        answer,
        document_answer,
        username: user.email,
        last_page,
        successful_login: logins.map((at) => ({ login_at: new Date(at).toISOString() })),
        web_status,
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
      await recordWebStatus(ctx.db, user.id, status, ctx.now());
      return { message: 'Status recorded.' };
    },
  });

  api.route({
    ...applicationRoutes.lastPage,
    handler: async (request) => {
      const user = await requireUser(ctx, request);
      await saveLastPage(ctx.db, user.id, request.body.last_page);
      return { message: 'Last page saved.' };
    },
  });

  api.route({
    ...applicationRoutes.answer,
    handler: async (request, reply) => {
      const user = await requireUser(ctx, request);
      const { accepted, retired } = checkAnswerWrite(
        ctx,
        request.body.answers,
        userRequestLanguage(ctx, request, user),
      );
      assertOpen(user);
      const outcome = await saveAnswersVersioned(
        writes,
        user.id,
        accepted,
        ctx.now(),
        preconditionsOf(request.headers),
      );
      settle(reply, outcome);
      // The answers are saved whatever happens to the PDF; GET /api/pdf catches up later.
      await refreshApplicationPdf(ctx, user.id).catch((error: unknown) =>
        request.log.error({ err: error }, 'application PDF refresh failed'),
      );
      return { message: ANSWERS_SAVED_MESSAGE, ...(retired.length ? { retired } : {}) };
    },
  });

  api.route({
    ...applicationRoutes.validations,
    handler: async (request) => {
      const user = await requireUser(ctx, request);
      const { page, problems } = request.body;
      if (!ctx.partner.model.pages.some((known) => known.id === page))
        throw badRequest(`Unknown page: ${page}.`);
      await saveValidations(ctx.db, user.id, page, problems, ctx.now());
      return { message: 'Saved.' };
    },
  });
}
