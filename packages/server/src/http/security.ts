import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { forbidden } from './http-error.ts';

/** What a request that cannot prove it came from the application's own pages is told. */
export const CROSS_SITE = 'This request came from another site and was refused.';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PERSONAL = /^\/(api|public|service)\//;

/** The Content-Security-Policy: scripts only from the server itself, no plugins, no framing. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // MUI (emotion) injects style elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * `uploadOrigins`: where the browser posts documents besides the site itself (an S3 bucket); they
 * are added to connect-src only.
 *
 * Helmet headers, no-store on personal data, a read-only rule for service tokens and a CSRF check:
 * a state-changing request must carry an Origin of PUBLIC_URL or `Sec-Fetch-Site: same-origin`
 * (SameSite=Lax cookies are the first line; this is the second, and it also stops login CSRF).
 */
export async function registerSecurity(
  app: FastifyInstance,
  publicUrl: string,
  uploadOrigins: readonly string[] = [],
): Promise<void> {
  const allowed = new URL(publicUrl).origin;
  const directives = {
    ...CSP_DIRECTIVES,
    connectSrc: [...CSP_DIRECTIVES.connectSrc, ...uploadOrigins],
  };
  // Helmet's middleware built once: @fastify/helmet rebuilt it (and re-parsed the CSP) per request.
  const applyHeaders = helmet({ contentSecurityPolicy: { directives } });
  app.addHook('onRequest', (request, reply, done) =>
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  app.addHook('onRequest', async (request) => {
    // The spec's logout is a GET; a cross-site page must not be able to log an applicant out.
    const isLogout = request.method === 'GET' && request.url.split('?')[0] === '/api/logout';
    if (isLogout && request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(CROSS_SITE);
    if (!UNSAFE.has(request.method)) return;
    const query = request.query as Record<string, unknown> | undefined;
    if (query?.service_token !== undefined || request.headers['x-service-token'] !== undefined)
      throw forbidden('A service token gives read-only access.');
    // A state-changing request must prove it comes from the application's own pages: the
    // browser's Origin naming PUBLIC_URL, or Sec-Fetch-Site same-origin. A missing Origin is not a
    // pass and a Referer is no proof (ASVS 5.0 V3.5.1).
    const { origin } = request.headers;
    const site = request.headers['sec-fetch-site'];
    const fromOwnPages =
      origin === undefined
        ? site === 'same-origin'
        : origin === allowed && (site === undefined || site === 'same-origin');
    if (!fromOwnPages) throw forbidden(CROSS_SITE);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (PERSONAL.test(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
