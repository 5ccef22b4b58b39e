import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The fault tests (`npm run test:faults`, run at the end of `npm test`): real server processes
 * through real database outages (a PostgreSQL of their own stopped and started, SQLite on a full,
 * read-only or locked disk), and every route under thousands of generated hostile requests (a file
 * per database). Slow and hard on the machine, so they run on their own, after the other tests;
 * `npm run test:faults` runs as many files at once as there are cores (each has its own
 * databases, servers and ports).
 */
export default defineConfig({
  test: {
    name: 'server-faults',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
