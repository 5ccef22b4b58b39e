import { badRequest } from '../http/http-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A date bound of a staff query as epoch ms: a day (`YYYY-MM-DD`) is its UTC start as a lower
 * bound and its last millisecond as an upper one; an instant is itself. A date that does not
 * exist (February 30th) is a 400, never silently another day.
 */
export function parseBound(
  text: string | undefined,
  edge: 'from' | 'to',
  name: string,
): number | undefined {
  if (text === undefined) return undefined;
  const ms = Date.parse(text);
  const isDay = text.length === 10;
  if (!Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== text.slice(0, 10))
    throw badRequest(`${name} is not a date.`);
  return isDay && edge === 'to' ? ms + DAY_MS - 1 : ms;
}

/** Offset and limit of a page (`page` from 0; `page_size` one of the contract's sizes). */
export function pageOf(page: string | undefined, pageSize: string | undefined) {
  const size = Number(pageSize ?? 25);
  const index = Number(page ?? 0);
  return { page: index, pageSize: size, offset: index * size, limit: size };
}

/** An epoch ms as ISO 8601 text, null staying null. */
export const isoOrNull = (ms: number | null): string | null =>
  ms === null ? null : new Date(ms).toISOString();
