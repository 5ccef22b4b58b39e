import { join, relative } from 'node:path';
import { isWebBuildFresh, WEB_DIST } from './build-stamp.ts';
import { REPO_ROOT } from './partner-dir.ts';

/** The Vite config of the web app. */
export const WEB_VITE_CONFIG = join(REPO_ROOT, 'packages/web/vite.config.ts');

/**
 * Builds the web app into `outDir` (dist/web) unless a build of the current sources for this
 * partner folder is already there. Returns whether it built. Another folder (served with
 * WEB_ROOT) keeps a second partner's build beside the bundled one's.
 */
export async function ensureWebBuild(
  partnerDir: string,
  log: (line: string) => void = console.log,
  outDir: string = WEB_DIST,
): Promise<boolean> {
  if (isWebBuildFresh(partnerDir, outDir)) return false;
  log(
    `Building the web app (${relative(REPO_ROOT, outDir)} is missing or older than its sources)...`,
  );
  const started = Date.now();
  // A production build whatever the caller's NODE_ENV (Vitest sets "test", which would bundle
  // React's development build).
  const previous = { PARTNER_CONFIG: process.env.PARTNER_CONFIG, NODE_ENV: process.env.NODE_ENV };
  process.env.PARTNER_CONFIG = partnerDir;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({
      configFile: WEB_VITE_CONFIG,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir },
    });
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
