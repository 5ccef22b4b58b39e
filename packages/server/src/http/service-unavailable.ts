import type { FastifyReply } from 'fastify';

import { GENERIC_ERROR_MESSAGE } from '@admit/contract/constants';

/** What a 503 tells clients to wait before trying again: a database restart takes about this long. */
export const RETRY_AFTER_SECONDS = 5;

/** Answers 503 with Retry-After: the server is up, something it needs (the database) is not. */
export const sendServiceUnavailable = (reply: FastifyReply, message = GENERIC_ERROR_MESSAGE) =>
  reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message });
