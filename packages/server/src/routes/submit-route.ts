import { RECORDED_WEB_STATUSES } from '@admit/engine';
import { applicationRoutes } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { lockApplication } from '../db/frozen-application.ts';
import { HttpError } from '../http/http-error.ts';
import { queueMail } from '../mail/mail-outbox.ts';
import { readAnswers } from '../store/answers.ts';
import { readAddAnother, readTabs } from '../store/application-state.ts';

const SUBMITTED = 'Your application was successfully submitted.';

/**
 * POST /api/submit: validates the whole application with the engine (never trusting the client);
 * 422 with the problems and nothing changed, else records it submitted once and queues a mail to
 * the applicant.
 */
export function registerSubmitRoute(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    ...applicationRoutes.submit,
    handler: async (request) => {
      const user = await requireUser(ctx, request);
      if (user.submitted) return { message: SUBMITTED };
      const now = ctx.now();
      // Read, validated and recorded in one transaction holding the application, so an answer
      // saved meanwhile either counts in this validation or is refused as frozen.
      const first = await ctx.db.transaction().execute(async (trx) => {
        await lockApplication(trx, user.id);
        const result = ctx.partner.validate({
          answers: await readAnswers(ctx, user.id, trx),
          addAnother: await readAddAnother(ctx, user.id, trx),
          tabs: await readTabs(ctx, user.id, trx),
        });
        if (!result.valid)
          throw new HttpError(422, "We're missing some information!", {
            problems: result.problems,
          });
        const inserted = await trx
          .insertInto('submissions')
          .values({ user_id: user.id, submitted_at: now })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .executeTakeFirst();
        for (const web_status of RECORDED_WEB_STATUSES)
          await trx
            .insertInto('web_status')
            .values({ user_id: user.id, web_status, created_at: now })
            .onConflict((oc) => oc.columns(['user_id', 'web_status']).doNothing())
            .execute();
        return Number(inserted.numInsertedOrUpdatedRows ?? 1n) > 0;
      });
      if (first) {
        const { name, shortName } = ctx.partner.config.partner;
        await queueMail(ctx, {
          to: user.email,
          kind: 'submitted',
          subject: `${shortName}: your application was submitted`,
          text: `Thank you for applying to ${name}.\n\nYour application was successfully submitted. We will be in touch with you by email.\n`,
        });
      }
      return { message: SUBMITTED };
    },
  });
}
