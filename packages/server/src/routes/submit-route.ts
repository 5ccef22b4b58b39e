import { applicationRoutes } from '@admit/contract';
import { SUBMITTED_MESSAGE } from '@admit/contract/constants';
import { MISSING_ITEMS_TITLE } from '@admit/engine';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/sessions.ts';
import { formInLanguage } from '../config/form-in-language.ts';
import { applicationWrites, type AppContext } from '../context.ts';
import { userRequestLanguage } from '../languages/request-language.ts';
import { HttpError } from '../http/http-error.ts';
import { submitApplication } from '../store/submissions.ts';

/**
 * POST /api/submit: validates the whole application with the engine (never trusting the client);
 * 422 with the problems and nothing changed, else records it submitted once, with the mail to the
 * applicant in the same transaction.
 */
export function registerSubmitRoute(app: FastifyInstance, ctx: AppContext): void {
  const writes = applicationWrites(ctx);
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    ...applicationRoutes.submit,
    handler: async (request) => {
      const user = await requireUser(ctx, request);
      if (user.submitted) return { message: SUBMITTED_MESSAGE };
      const { name, shortName } = ctx.partner.config.partner;
      // The problems in the applicant's language (compiled before the application is locked);
      // what is stored does not depend on it.
      const { validate } = formInLanguage(ctx.partner, userRequestLanguage(ctx, request, user));
      const result = await submitApplication(
        writes,
        ctx.cipher,
        user.id,
        (application) => validate(application),
        {
          to: user.email,
          kind: 'submitted',
          subject: `${shortName}: your application was submitted`,
          text: `Thank you for applying to ${name}.\n\nYour application was successfully submitted. We will be in touch with you by email.\n`,
        },
        ctx.now(),
      );
      if (!result.submitted)
        throw new HttpError(422, MISSING_ITEMS_TITLE, {
          problems: result.problems,
        });
      if (result.first) ctx.outbox.wake();
      return { message: SUBMITTED_MESSAGE };
    },
  });
}
