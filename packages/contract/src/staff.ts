import { Type, type Static } from '@sinclair/typebox';
import { AddAnotherCounts, AnswerMap, DocumentAnswers, TabChoices } from './common.ts';
import { routes } from './schema-helpers.ts';
import { staffEndpoints } from './endpoints/applicant.ts';

/** GET /service/tmp-pdf: the signed, expiring, read-only staff token. */
export const ServiceTokenQuery = Type.Object({ service_token: Type.String({ maxLength: 1024 }) });

/**
 * One application as staff read it. `print` is the engine's print projection (PrintPage[]) made
 * with `config_version`: the config the application was submitted on (the running one while it
 * is in progress), so a submitted application reads as the applicant saw it whatever the partner
 * folder says today. `retired_answers`: stored answers to questions that version does not have.
 */
export const ServiceApplication = Type.Object({
  answer: AnswerMap,
  add_another: AddAnotherCounts,
  document_answer: DocumentAnswers,
  tabs: TabChoices,
  config_version: Type.String(),
  submitted: Type.Boolean(),
  print: Type.Array(Type.Unsafe<unknown>({})),
  retired_answers: AnswerMap,
});
export type ServiceApplication = Static<typeof ServiceApplication>;

/** Staff reads (every one audited). */
export const staffRoutes = routes(staffEndpoints, {
  serviceApplication: {
    tags: ['staff'],
    summary: 'Read one application with a staff service token (audited)',
    querystring: ServiceTokenQuery,
    response: { 200: ServiceApplication },
  },
});
