import { defineProject } from 'vitest/config';

/** Every story rendered as a test (portable stories) with an accessibility check. */
export default defineProject({
  test: {
    name: 'stories',
    include: ['**/*.test.{ts,tsx}'],
    // The Chromium scan of the static build is a project of its own (chromium/vitest.config.ts).
    exclude: ['chromium/**', 'node_modules/**'],
    environment: 'jsdom',
    setupFiles: ['vitest.setup.ts'],
    // A whole page renders and is scanned in jsdom: seconds on a loaded 2-core machine.
    testTimeout: 60_000,
  },
});
