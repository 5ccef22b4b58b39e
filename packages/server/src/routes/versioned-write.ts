import {
  etagOf,
  revisionOf,
  toWire,
  type PreconditionFailed,
  type VersionedWriteHeaders,
} from '@admit/contract';
import { ENTRY_REMOVED_MESSAGE, STALE_WRITE_MESSAGE } from '@admit/contract/constants';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import type { WriteOutcome, WritePreconditions } from '../store/versioned/write-outcome.ts';

/**
 * The preconditions a write's headers name (already checked against VersionedWriteHeaders):
 * `If-Match: *` is no check, as no If-Match is.
 */
export function preconditionsOf(headers: VersionedWriteHeaders): WritePreconditions {
  const ifMatch = revisionOf(headers['if-match']);
  return {
    ...(ifMatch === undefined ? {} : { ifMatch }),
    ...(headers['idempotency-key'] ? { idempotencyKey: headers['idempotency-key'] } : {}),
  };
}

/**
 * Answers a versioned write: the new ETag on success; 412 with the current values of the stale
 * parts (and the current ETag), or 409 naming answers into entries no longer shown; nothing was
 * written in either.
 */
export function settle(reply: FastifyReply, outcome: WriteOutcome): void {
  reply.header('etag', etagOf(outcome.revision));
  if (outcome.type === 'conflict')
    throw new HttpError(412, STALE_WRITE_MESSAGE, {
      current: toWire(outcome.current) satisfies PreconditionFailed['current'],
    });
  if (outcome.type === 'outside')
    throw new HttpError(409, ENTRY_REMOVED_MESSAGE, { keys: outcome.keys });
}
