import { negotiateLanguage } from '@admit/i18n';
import type { FastifyRequest } from 'fastify';
import { findSessionUser } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { declaredLanguage } from './declared-language.ts';
import { languageCookie } from './language-cookie.ts';
import { offeredLanguages } from './offered-languages.ts';

/** What a request says about its language, strongest first; each is checked before it counts. */
export interface LanguageSources {
  /** The `lang` query parameter as parsed (a string, or an array when repeated). */
  query?: unknown;
  /** The language kept with the logged-in applicant's account. */
  account?: string | null;
  /** The language cookie's value. */
  cookie?: unknown;
  /** The Accept-Language header. */
  acceptLanguage?: string;
}

/**
 * The language to answer in: the first of `sources` that names an offered language (`?lang=`, then
 * the account, then the cookie), else the best offered one for Accept-Language, else the partner's
 * default (the first offered). Anything malformed or not offered is passed over, never an error.
 */
export const resolveLanguage = (offered: readonly string[], sources: LanguageSources): string =>
  declaredLanguage(offered, sources.query) ??
  declaredLanguage(offered, sources.account) ??
  declaredLanguage(offered, sources.cookie) ??
  negotiateLanguage(sources.acceptLanguage, offered);

/** The `lang` query parameter of a request, as parsed (undefined without one). */
export const queryLanguage = (request: FastifyRequest): unknown =>
  (request.query as Record<string, unknown> | undefined)?.lang;

/** What the browser says, without an account: `?lang=`, the cookie, Accept-Language. */
const browserSources = (ctx: AppContext, request: FastifyRequest): LanguageSources => ({
  query: queryLanguage(request),
  cookie: languageCookie(ctx, request),
  acceptLanguage: request.headers['accept-language'],
});

/**
 * The language of a visitor as their browser tells it, whoever is logged in: what a sign-up or a
 * login carries over to the account.
 */
export const visitorLanguage = (ctx: AppContext, request: FastifyRequest): string =>
  resolveLanguage(offeredLanguages(ctx), browserSources(ctx, request));

/**
 * The language of a request: a valid `?lang=`, the logged-in applicant's account language, the
 * language cookie, Accept-Language, or the partner's default (see resolveLanguage). An account that
 * cannot be read (the database is away) does not stop the answer: the browser's language serves.
 */
export async function requestLanguage(ctx: AppContext, request: FastifyRequest): Promise<string> {
  const offered = offeredLanguages(ctx);
  const sources = browserSources(ctx, request);
  if (declaredLanguage(offered, sources.query)) return resolveLanguage(offered, sources);
  const user = await findSessionUser(ctx, request).catch((error: unknown) => {
    request.log.warn({ err: error }, 'the account language could not be read');
    return undefined;
  });
  return resolveLanguage(offered, { ...sources, account: user?.language });
}

/**
 * The language of a logged-in applicant's request, from the account already read (see
 * requestLanguage): `?lang=`, the account's language, the cookie, Accept-Language, the default.
 */
export const userRequestLanguage = (
  ctx: AppContext,
  request: FastifyRequest,
  user: { language: string | null },
): string =>
  resolveLanguage(offeredLanguages(ctx), {
    ...browserSources(ctx, request),
    account: user.language,
  });
