import { resolve } from 'node:path';

/** Where the studio serves and which folder it edits. */
export interface StudioSettings {
  dir: string;
  port: number;
  host: string;
}

/** The port when PORT is not set (not the product's 8080, so both can run side by side). */
export const DEFAULT_STUDIO_PORT = 5180;

/**
 * The studio's settings from its arguments (`[partner folder]`, default `partner-config`) and
 * environment (`PORT`, `HOST`; default 127.0.0.1: the studio writes files, so it is local only).
 */
export function loadStudioSettings(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): StudioSettings {
  const folders = args.filter((arg) => arg !== '--');
  if (folders.length > 1) throw new Error('Usage: npm run studio -- [partner folder]');
  const port = env.PORT ? Number(env.PORT) : DEFAULT_STUDIO_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  return {
    dir: resolve(folders[0] ?? 'partner-config'),
    port,
    host: env.HOST || '127.0.0.1',
  };
}
