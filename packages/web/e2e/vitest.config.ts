import { defineProject } from 'vitest/config';

/**
 * Journeys in Debian's Chromium against the real server, started as `npm start` starts it. Files
 * run side by side (each starts its own server, on a free port with its own data, and browser).
 */
export default defineProject({
  test: {
    name: 'web-e2e',
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // A poll waits for the browser to reach a state; on a loaded 2-core machine the first render
    // of a route can take longer than Vitest's default second.
    expect: { poll: { timeout: 15_000 } },
  },
});
