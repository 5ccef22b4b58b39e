import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES_FILE, type LanguagesManifest } from './language-preloads.ts';

/** The budget of the first route's JavaScript, gzipped. */
export const FIRST_ROUTE_BUDGET_BYTES = 250 * 1024;

/** The gzipped size of one built file (by its URL path, for example /assets/index-abc.js). */
export const gzippedSize = (dist: string, path: string): number =>
  gzipSync(readFileSync(join(dist, path.replace(/^\//, '')))).length;

/**
 * The scripts index.html loads before anything renders: the entry module and the chunks it
 * preloads (everything the default route needs; lazy chunks load only when used).
 */
export function entryScripts(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return [...scripts, ...preloads];
}

/** What the build's `languages.json` says each language preloads (see languagePreloads). */
export const readLanguagesManifest = (dist: string): LanguagesManifest =>
  JSON.parse(readFileSync(join(dist, LANGUAGES_FILE), 'utf8')) as LanguagesManifest;

/**
 * The scripts a page in `language` loads before it renders: index.html's (entryScripts) and the
 * language's chunks the server preloads with it (the partner's config in that language, the
 * product's texts when not English).
 */
export function firstRouteScripts(dist: string, language: string): string[] {
  const preload = readLanguagesManifest(dist).languages[language]?.preload;
  if (!preload) throw new Error(`The build in ${dist} has no language "${language}".`);
  return [...entryScripts(dist), ...preload];
}
