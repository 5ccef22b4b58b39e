import { Type, type Static } from '@sinclair/typebox';
import { AnswerMap } from './common.ts';
import { Closed, routes } from './schema-helpers.ts';
import { visitorEndpoints } from './endpoints/applicant.ts';

const tags = ['visitors'];

/** POST /public/tmp: a visitor's answers to keep. */
export const VisitorAnswersBody = Closed({ answers: AnswerMap });
export type VisitorAnswersBody = Static<typeof VisitorAnswersBody>;

/** The token that names a visitor's kept answers (for the sign-up or login that follows). */
export const VisitorToken = Type.Object({ token: Type.String() });
export type VisitorToken = Static<typeof VisitorToken>;

/** GET /public/tmp?token=... */
export const VisitorTokenQuery = Type.Object({ token: Type.String({ maxLength: 128 }) });

/** A visitor's kept answers. */
export const VisitorAnswers = Type.Object({ answer: AnswerMap });
export type VisitorAnswers = Static<typeof VisitorAnswers>;

/** Visitors' temporary answer sets, kept 7 days. */
export const visitorRoutes = routes(visitorEndpoints, {
  saveVisitorAnswers: {
    tags,
    summary: "Keep a visitor's answers for 7 days under a new token",
    body: VisitorAnswersBody,
    response: { 200: VisitorToken },
  },
  visitorAnswers: {
    tags,
    summary: "A visitor's saved answers",
    querystring: VisitorTokenQuery,
    response: { 200: VisitorAnswers },
  },
});
