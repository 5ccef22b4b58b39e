import { DEFAULT_LANGUAGE, canonicalLanguage, type Language } from './language.ts';

/** How much of an Accept-Language header is read: browsers send a few hundred characters. */
export const ACCEPT_LANGUAGE_MAX_LENGTH = 1024;

/** How many of its languages are read. */
export const ACCEPT_LANGUAGE_MAX_ENTRIES = 32;

interface Wanted {
  /** Lower-case tag, or `*`. */
  tag: string;
  quality: number;
}

const TAG = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;
const QUALITY = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/** The header's languages by preference, q=0 (refused) last; a malformed part is skipped. */
function wantedLanguages(header: string): Wanted[] {
  const wanted: Wanted[] = [];
  const parts = header.slice(0, ACCEPT_LANGUAGE_MAX_LENGTH).split(',');
  for (const part of parts.slice(0, ACCEPT_LANGUAGE_MAX_ENTRIES)) {
    const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!TAG.test(tag)) continue;
    const q = parameters.length ? QUALITY.exec(parameters[0]!.replace(/\s+/g, '')) : undefined;
    if (q === null || parameters.length > 1) continue;
    wanted.push({ tag: tag.toLowerCase(), quality: q ? Number(q[1]) : 1 });
  }
  // Array sort is stable: equal qualities keep the header's order.
  return wanted.sort((a, b) => b.quality - a.quality);
}

/** The offered language for a wanted tag: exact, less specific (es-MX → es), or a region of it. */
function match(
  tag: string,
  offered: readonly Language[],
  lower: readonly string[],
): Language | undefined {
  for (
    let candidate = tag;
    candidate;
    candidate = candidate.slice(0, Math.max(0, candidate.lastIndexOf('-')))
  ) {
    const index = lower.indexOf(candidate);
    if (index >= 0) return offered[index];
  }
  const index = lower.findIndex((language) => language.startsWith(`${tag}-`));
  return index >= 0 ? offered[index] : undefined;
}

/**
 * The language to show a first visit in: the best of the partner's `offered` languages for the
 * browser's Accept-Language header (quality values, `*`, `es-MX` served by `es`, any case), else
 * the first offered (the partner's default). Malformed parts of the header are ignored and only its
 * first {@link ACCEPT_LANGUAGE_MAX_LENGTH} characters are read.
 */
export function negotiateLanguage(
  acceptLanguage: string | undefined,
  offered: readonly Language[],
): Language {
  const fallback = offered[0] ?? DEFAULT_LANGUAGE;
  if (!acceptLanguage) return fallback;
  const lower = offered.map((language) => (canonicalLanguage(language) ?? language).toLowerCase());
  const wanted = wantedLanguages(acceptLanguage);
  const refused = new Set(wanted.filter(({ quality }) => quality === 0).map(({ tag }) => tag));
  for (const { tag, quality } of wanted) {
    if (quality === 0) break;
    const found =
      tag === '*'
        ? offered.find((_, index) => !refused.has(lower[index]!))
        : match(tag, offered, lower);
    if (found) return found;
  }
  return fallback;
}
