import { defineProject } from 'vitest/config';

/**
 * config-lint's contract, browser half (`npm run test:contract`): folders that pass lint build,
 * start and render in Debian's Chromium. Its own run, once per `npm test`: it builds the web app
 * several times.
 */
export default defineProject({
  test: {
    name: 'web-contract',
    root: import.meta.dirname,
    include: ['**/*.contract.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
