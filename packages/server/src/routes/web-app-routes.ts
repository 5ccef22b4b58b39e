import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSessionUser } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { declaredLanguage } from '../languages/declared-language.ts';
import { setLanguageCookie } from '../languages/language-cookie.ts';
import { offeredLanguages } from '../languages/offered-languages.ts';
import { queryLanguage, requestLanguage } from '../languages/request-language.ts';
import { saveLanguage } from '../store/users.ts';
import { locationWithoutLang } from '../web/location-without-lang.ts';
import { isPageRequest } from '../web/page-request.ts';
import { languageKey, readLanguagePreloads } from '../web/read-language-preloads.ts';
import { renderIndexHtml } from '../web/render-index-html.ts';

/** One language's index.html, rendered once at start. */
interface Page {
  html: string;
  etag: string;
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found.' });

/**
 * The built single-page app, when `ctx.env.webRoot` holds one: its files as they are, and every
 * page (`/`, `/index.html`, any client route) as index.html in the request's language (see
 * requestLanguage) with that language's chunks preloaded. `?lang=xx` on a page (the header's
 * language link, which works without JavaScript) keeps a declared language in the browser's
 * cookie and the logged-in applicant's account, then sends the browser back to the page without
 * it. Unknown server paths, and everything without a built app, are JSON 404s.
 */
export async function registerWebAppRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { webRoot } = ctx.env;
  if (!webRoot || !existsSync(join(webRoot, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) => notFound(reply));
    return;
  }
  // index.html is never sent as it was built: every page goes through servePage.
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    globIgnore: ['index.html'],
  });
  const offered = offeredLanguages(ctx);
  const built = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const preloads = readLanguagePreloads(webRoot, app.log);
  const pages = new Map<string, Page>(
    offered.map((language) => {
      const html = renderIndexHtml(
        built,
        language,
        preloads.get(languageKey(language)),
        (ctx.partner.configs[language] ?? ctx.partner.config).partner.applicationTitle,
      );
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
      return [language, { html, etag }];
    }),
  );

  /** Keeps a declared `?lang=` for the browser and the account; back to the page either way. */
  async function switchLanguage(request: FastifyRequest, reply: FastifyReply, wanted: unknown) {
    const language = declaredLanguage(offered, wanted);
    if (language) {
      setLanguageCookie(ctx, reply, language);
      try {
        const user = await findSessionUser(ctx, request);
        if (user && user.language !== language) await saveLanguage(ctx.db, user.id, language);
      } catch (error) {
        // The browser keeps the choice; the account learns it at the next choice or login.
        request.log.warn({ err: error }, 'the language could not be kept with the account');
      }
    }
    return reply
      .header('cache-control', 'no-store')
      .redirect(locationWithoutLang(request.url), 303);
  }

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const wanted = queryLanguage(request);
    if (wanted !== undefined) return switchLanguage(request, reply, wanted);
    const page = pages.get(await requestLanguage(ctx, request))!;
    reply
      .header('vary', 'Cookie, Accept-Language')
      .header('cache-control', 'private, no-cache')
      .header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  }

  app.get('/', servePage);
  app.setNotFoundHandler((request, reply) =>
    isPageRequest(request) ? servePage(request, reply) : notFound(reply),
  );
}
