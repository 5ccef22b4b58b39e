import { resolve } from 'node:path';

/** The repository root (packages/web/build is three levels below it). */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/**
 * The partner folder the web app is built from: PARTNER_CONFIG (relative to the working directory,
 * as the server reads it) or the bundled `partner-config/`. The server and the web app must use the
 * same folder, so `npm start` passes one absolute path to both.
 */
export function partnerDirFromEnv(env: Readonly<Record<string, string | undefined>> = process.env) {
  return env.PARTNER_CONFIG ? resolve(env.PARTNER_CONFIG) : resolve(REPO_ROOT, 'partner-config');
}
