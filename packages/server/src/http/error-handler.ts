import { GENERIC_ERROR_MESSAGE } from '@admit/contract/constants';
import type { FastifyInstance } from 'fastify';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { isFrozenError } from '../db/frozen-application.ts';
import { DocumentError, documentFailure } from '../documents/document-error.ts';
import { HttpError } from './http-error.ts';
import { sendTooLarge } from './oversized-body.ts';
import { sendServiceUnavailable } from './service-unavailable.ts';

/** What a change to a submitted application is told (409). */
export const FROZEN_MESSAGE = 'Your application has been submitted and can no longer be changed.';

/**
 * The one place errors become HTTP answers: an HttpError says its own status and words; the
 * domain's errors (a refused document; a change to a submitted application, refused by the
 * routes' check or by the database) and an unavailable database are mapped here; anything else is a 500 with the spec's
 * words, logged.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
      if (error instanceof HttpError)
        return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
      // A document refused on upload: the words to show and a stable code.
      if (error instanceof DocumentError)
        return reply.code(400).send(documentFailure(error.message, error.code));
      // The application was submitted before this change (or while it raced the submit).
      if (isFrozenError(error)) return reply.code(409).send({ message: FROZEN_MESSAGE });
      // An outage, a restart, a lock held too long, a full or read-only disk: try again later.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ db: describeDatabaseError(error) }, 'database unavailable');
        return sendServiceUnavailable(reply);
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(500).send({ message: GENERIC_ERROR_MESSAGE });
      }
      if (status === 413) return sendTooLarge(request, reply);
      if (status === 429)
        return reply.code(429).send({ message: 'Too many requests. Please try again later.' });
      return reply.code(status).send({ message: error.message });
    },
  );
}
