/*
 * The ETag codec: an application's revision travels as a strong ETag, `"12"`. GET /api/profile,
 * /api/add-another and /api/tabs send it; every versioned write names the one it was made from in
 * `If-Match` and answers with the new one. Plain code: the server, the web app and the schemas of
 * the contract all read it from here.
 */

/** Digits of a revision: at most 15, so it stays an exact JavaScript number. */
const REVISION = '[0-9]{1,15}';

/** An ETag the server sends: `"<revision>"`. */
export const ETAG_PATTERN = `^"${REVISION}"$`;

/**
 * What `If-Match` may hold: an ETag the server sent, strong or weak (`W/"12"`), or `*` (no
 * check, as no If-Match is), with blanks around it.
 */
export const IF_MATCH_PATTERN = `^\\s*(\\*|(W/)?"${REVISION}")\\s*$`;

const REVISION_OF = new RegExp(`^\\s*(?:W/)?"(${REVISION})"\\s*$`);

/** The ETag of a revision. */
export const etagOf = (revision: number): string => `"${revision}"`;

/**
 * The revision an ETag or If-Match value names (`"12"`, weak `W/"12"`); undefined for none, `*`
 * or anything else.
 */
export function revisionOf(etag: string | undefined): number | undefined {
  const match = REVISION_OF.exec(etag ?? '');
  return match ? Number(match[1]) : undefined;
}
