import type { FastifyInstance } from 'fastify';
import { isPageRequest } from '../web/page-request.ts';
import { badRequest } from './http-error.ts';

/** Deepest nesting of arrays and objects a request may carry (the API's own bodies use 3). */
export const MAX_DEPTH = 16;

export const HOSTILE_INPUT_MESSAGES = {
  text: 'The request contains text that cannot be stored: a NUL character or a broken Unicode sequence.',
  depth: 'The request is nested too deeply.',
} as const;

/** A NUL, or half of a surrogate pair without its other half. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first problem of a parsed value (body, query or params), or undefined. */
export function hostileInputProblem(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string')
    return UNSTORABLE.test(value) ? HOSTILE_INPUT_MESSAGES.text : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return HOSTILE_INPUT_MESSAGES.depth;
  for (const [key, item] of Object.entries(value)) {
    const problem = hostileInputProblem(key, depth + 1) ?? hostileInputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Refuses (400, nothing done) what no route should ever see and some layers below would choke on:
 * NUL characters (PostgreSQL text refuses them), unpaired surrogates (silently mangled into U+FFFD
 * when encoded) and deep nesting (recursion in serialisers), in bodies, query strings and path
 * parameters alike, before any schema or handler runs. A page of the web app is not refused: its
 * query is the browser's to read, and a page that answered a JSON 400 could not be used at all.
 */
export function registerHostileInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (isPageRequest(request)) return;
    const problem =
      hostileInputProblem(request.params) ??
      hostileInputProblem(request.query) ??
      hostileInputProblem(request.body);
    if (problem) throw badRequest(problem);
  });
}
