import type { PreconditionFailed } from '@admit/contract';
import { revisionOf } from '@admit/contract/wire';
import { ServerError } from '../api/api-errors.ts';
import type { Tagged } from '../api/http.ts';
import { newIdempotencyKey, type WriteVersion } from '../api/write-version.ts';
import type { PartVersions } from './part-versions.ts';

/** How many more times a write is sent after no answer or a 5xx, with the same Idempotency-Key. */
export const WRITE_RETRIES = 2;

const isTransient = (error: unknown): boolean =>
  error instanceof ServerError && (error.status === 0 || error.status >= 500);

/** A write's answer, and whether it had to be sent more than once. */
export interface SentWrite<T> extends Tagged<T> {
  /**
   * Sent again after no answer or a 5xx: an attempt may have landed already, and the server then
   * answers the retry with the application's revision now, which may hold other writers' changes.
   */
  resent: boolean;
}

/**
 * Sends one logical write: a fresh Idempotency-Key, reused when a lost answer or a server error
 * makes it send again, so a first attempt that landed is recognised rather than applied twice.
 */
export async function sendVersioned<T>(
  send: (write: WriteVersion) => Promise<Tagged<T>>,
  ifMatch: number | undefined,
  retries = WRITE_RETRIES,
): Promise<SentWrite<T>> {
  const write: WriteVersion = { ifMatch, idempotencyKey: newIdempotencyKey() };
  for (let attempt = 0; ; attempt++) {
    try {
      return { ...(await send(write)), resent: attempt > 0 };
    } catch (error) {
      if (!isTransient(error) || attempt >= retries) throw error;
    }
  }
}

/**
 * Records a write that landed: its parts are known as of the revision it returned, and when it
 * went once, that revision is this tab's own (every other part is known as of it too, once the
 * revisions before it are).
 */
export function recordWrite(
  versions: PartVersions,
  parts: readonly string[],
  sent: SentWrite<unknown>,
): number | undefined {
  const revision = revisionOf(sent.etag);
  if (revision === undefined) return undefined;
  if (sent.resent) versions.confirm(parts, revision);
  else versions.wrote(parts, revision);
  return revision;
}

/** A 412: the write was stale; `current` holds the server's values of the parts that changed. */
export type StaleWrite = ServerError & { body: PreconditionFailed };

export const isStaleWrite = (error: unknown): error is StaleWrite =>
  error instanceof ServerError &&
  error.status === 412 &&
  typeof (error.body as PreconditionFailed | undefined)?.current === 'object';

/** A 409 naming answers into entries the group no longer shows. */
export type OutsideEntriesWrite = ServerError & { body: { keys: string[] } };

export const isOutsideEntries = (error: unknown): error is OutsideEntriesWrite =>
  error instanceof ServerError &&
  error.status === 409 &&
  Array.isArray((error.body as { keys?: unknown } | undefined)?.keys);
