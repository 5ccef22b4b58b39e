import { SERVER_PATH_SEGMENTS } from '@admit/engine';
import type { FastifyRequest } from 'fastify';

/**
 * Paths the server owns (API, staff, lookups, uploads, health, built assets): an unknown one is a
 * JSON 404, never the web app. Partner page ids are kept off them by a config check.
 */
const SERVER_PATH = new RegExp(`^/(${SERVER_PATH_SEGMENTS.join('|')})(/|$)`);

/**
 * Whether a request asks for a page of the web app (or one of its built files): a GET or HEAD off
 * the server's own paths. Its query is the app's business, read in the browser; the server reads
 * only `lang`, and nothing of it reaches the database but a language the partner declares.
 */
export const isPageRequest = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !SERVER_PATH.test(request.url.split('?', 1)[0]!);
