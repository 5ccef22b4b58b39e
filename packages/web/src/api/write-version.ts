import type { VersionedWriteHeaders } from '@admit/contract';
import { etagOf } from '@admit/contract/wire';

/** What one versioned write sends: the revision it was made from and the id of the write. */
export interface WriteVersion {
  /** The revision the written parts were last read at; undefined: no check (last write wins). */
  ifMatch: number | undefined;
  /** Names one logical write; its retries send the same. */
  idempotencyKey: string;
}

/** The headers of a versioned write. */
export const writeHeaders = (write: WriteVersion): VersionedWriteHeaders => ({
  ...(write.ifMatch === undefined ? {} : { 'if-match': etagOf(write.ifMatch) }),
  'idempotency-key': write.idempotencyKey,
});

/**
 * A fresh random id for one logical write. `getRandomValues` works outside secure contexts too
 * (unlike `randomUUID`), so a plain-HTTP deployment still gets one.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
