import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** A journey file's server (started as `npm start` starts it) and browser, set up once. */
export interface Journey {
  server: TestServer;
  browser: Browser;
}

/** Starts a server (with extra `env`) and Chromium before the file's tests; stops both after. */
export function setUpJourney(env: Record<string, string> = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    [journey.server, journey.browser] = await Promise.all([startTestServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}
