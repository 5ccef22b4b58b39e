import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach a log line. */
const SECRET_QUERY = /([?&](?:token|service_token|id|code|username)=)[^&]*/gi;

/** The request URL with secret query values replaced. */
export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[Redacted]');

/** Pino paths removed from every log line (bodies are never logged, these guard accidental ones). */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-service-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirm_password',
  '*.code',
  '*.token',
  '*.service_token',
  '*.answers',
  '*.answer',
  // PostgreSQL puts the offending values of a failed statement in an error's detail
  // ('Key (email)=(...) already exists').
  '*.detail',
];

/** The request as logged: method, redacted URL, request id, remote address. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  id: request.id,
  remoteAddress: request.ip,
});
