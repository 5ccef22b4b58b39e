import { defineProject } from 'vitest/config';

/**
 * Journeys in Debian's Chromium against the real server, started as `npm start` starts it. One
 * file at a time: each starts its own server and browser on a 2-core machine.
 */
export default defineProject({
  test: {
    name: 'web-e2e',
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
