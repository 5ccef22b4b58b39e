import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from './partner-dir.ts';

/** The file in the build output that records what it was built from. */
export const STAMP_FILE = '.admit-build.json';

/** The default build output, served by the server unless WEB_ROOT says otherwise. */
export const WEB_DIST = join(REPO_ROOT, 'dist/web');

/** Sources the built app depends on, relative to the repository root (tests excluded). */
const INPUTS = [
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/build',
  'packages/web/src',
  'packages/web/public',
  'packages/engine/src',
  'packages/node-types/src',
  'packages/react/src',
  'packages/mui/src',
  'packages/contract/src',
  'packages/config-lint/src',
  'packages/i18n/src',
  'packages/texts/src',
  'package-lock.json',
];

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A hash of everything the web build reads: its sources, the packages it bundles, the locked
 * dependency versions and the partner folder's content. A different hash means a stale build.
 */
export function webBuildHash(partnerDir: string): string {
  const hash = createHash('sha256');
  const add = (label: string, file: string) => {
    hash.update(`${label}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  };
  for (const input of INPUTS)
    for (const file of listFiles(join(REPO_ROOT, input))) add(relative(REPO_ROOT, file), file);
  for (const file of listFiles(partnerDir))
    if (file.endsWith('.json')) add(`partner:${relative(partnerDir, file)}`, file);
  return hash.digest('hex');
}

/** The hash recorded by the last build in `dist`, if any. */
export function readBuildStamp(dist = WEB_DIST): string | undefined {
  try {
    const stamp = JSON.parse(readFileSync(join(dist, STAMP_FILE), 'utf8')) as { hash?: unknown };
    return typeof stamp.hash === 'string' ? stamp.hash : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `dist` holds a build of the current sources for this partner folder. */
export const isWebBuildFresh = (partnerDir: string, dist = WEB_DIST): boolean =>
  existsSync(join(dist, 'index.html')) && readBuildStamp(dist) === webBuildHash(partnerDir);
