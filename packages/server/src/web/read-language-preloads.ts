import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalLanguage } from '@admit/i18n';
import type { FastifyBaseLogger } from 'fastify';

/** The file the web build writes beside index.html: each language's chunks to preload. */
export const LANGUAGES_FILE = 'languages.json';

/**
 * What the web build writes to `languages.json`: the default language and, for each language, the
 * paths of the chunks its first page needs (its texts), as the browser requests them.
 */
export interface BuiltLanguages {
  default: string;
  languages: Record<string, { preload: string[] }>;
}

/** A path on this server (`/assets/...`), never another origin's (`//host`, `https:`). */
const isOwnPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value);

/** The key a language is looked up by: its canonical tag, lower-cased. */
export const languageKey = (language: string): string =>
  (canonicalLanguage(language) ?? language).toLowerCase();

/**
 * The chunks to preload for each language (by languageKey) as `<webRoot>/languages.json` lists
 * them; empty when the build wrote none. A file that cannot be read as that shape is logged and
 * preloads nothing: the pages still work, they just load their texts a moment later.
 */
export function readLanguagePreloads(
  webRoot: string,
  log: FastifyBaseLogger,
): ReadonlyMap<string, readonly string[]> {
  const preloads = new Map<string, readonly string[]>();
  let built: Partial<BuiltLanguages>;
  try {
    built = JSON.parse(readFileSync(join(webRoot, LANGUAGES_FILE), 'utf8')) as BuiltLanguages;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      log.warn({ err: error }, `${LANGUAGES_FILE} of the web build could not be read`);
    return preloads;
  }
  const languages = built?.languages;
  if (typeof languages !== 'object' || languages === null) return preloads;
  for (const [language, entry] of Object.entries(languages)) {
    const paths = (entry as { preload?: unknown } | null)?.preload;
    if (Array.isArray(paths)) preloads.set(languageKey(language), paths.filter(isOwnPath));
  }
  return preloads;
}
