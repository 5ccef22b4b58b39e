/** The application's revision an `ETag` names (`"12"`, or weak `W/"12"`); undefined otherwise. */
export function revisionOf(etag: string | undefined): number | undefined {
  const match = /^\s*(?:W\/)?"([0-9]{1,15})"\s*$/.exec(etag ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The `If-Match` value naming a revision. */
export const ifMatchOf = (revision: number): string => `"${revision}"`;

/** What one versioned write sends: the revision it was made from and the id of the write. */
export interface WriteVersion {
  /** The revision the written parts were last read at; undefined: no check (last write wins). */
  ifMatch: number | undefined;
  /** Names one logical write; its retries send the same. */
  idempotencyKey: string;
}

/** The headers of a versioned write. */
export const writeHeaders = (write: WriteVersion): Record<string, string> => ({
  ...(write.ifMatch === undefined ? {} : { 'if-match': ifMatchOf(write.ifMatch) }),
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
