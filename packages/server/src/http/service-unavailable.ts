import type { FastifyReply } from 'fastify';

/** The spec's message for any failure that is not the applicant's to fix. */
export const UNEXPECTED_ERROR =
  "We've encountered an unexpected error at this time. Please try again later.";

/** What a 503 tells clients to wait before trying again: a database restart takes about this long. */
export const RETRY_AFTER_SECONDS = 5;

/** Answers 503 with Retry-After: the server is up, something it needs (the database) is not. */
export const sendServiceUnavailable = (reply: FastifyReply, message = UNEXPECTED_ERROR) =>
  reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message });
