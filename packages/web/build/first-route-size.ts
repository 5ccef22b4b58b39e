import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
