import type { FastifyReply, FastifyRequest } from 'fastify';
import { applicantCookieOptions } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';

/** How long a browser keeps the visitor's language: a year. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie keeping a visitor's language, named from the partner's cookie prefix. */
export const languageCookieName = (ctx: AppContext): string =>
  `${ctx.partner.config.partner.sessionCookiePrefix}.language`;

/** The language cookie the request carries, as sent (check it with declaredLanguage). */
export const languageCookie = (ctx: AppContext, request: FastifyRequest): string | undefined =>
  request.cookies[languageCookieName(ctx)];

/** Keeps `language` (a declared one) for this browser for a year; only the server reads it. */
export function setLanguageCookie(ctx: AppContext, reply: FastifyReply, language: string): void {
  reply.setCookie(languageCookieName(ctx), language, {
    ...applicantCookieOptions(ctx),
    httpOnly: true,
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  });
}
