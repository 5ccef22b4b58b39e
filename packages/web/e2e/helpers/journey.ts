import { basename, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ensureWebBuild } from '../../build/ensure-web-build.ts';
import { REPO_ROOT } from '../../build/partner-dir.ts';
import { launchBrowser } from './browser.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** A journey file's server (started as `npm start` starts it) and browser, set up once. */
export interface Journey {
  server: TestServer;
  browser: Browser;
}

/**
 * Starts a server (with extra `env`) and Chromium before the file's tests, once `prepare` (a
 * build) is done; stops both after.
 */
export function setUpJourney(
  env: Record<string, string> = {},
  prepare: () => Promise<unknown> = async () => undefined,
): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    await prepare();
    [journey.server, journey.browser] = await Promise.all([startTestServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}

/**
 * A journey through another partner folder than PARTNER_CONFIG's: its web app is built into
 * dist/e2e/<folder> (when missing or stale) and the server runs the way `npm start` runs it with
 * PARTNER_CONFIG and WEB_ROOT naming that folder and that build.
 */
export function setUpPartnerJourney(partnerDir: string): Journey {
  const webRoot = join(REPO_ROOT, 'dist/e2e', basename(partnerDir));
  return setUpJourney({ PARTNER_CONFIG: partnerDir, WEB_ROOT: webRoot }, () =>
    ensureWebBuild(partnerDir, () => {}, webRoot),
  );
}
