import { defineProject } from 'vitest/config';

/** The studio in Debian's Chromium: an author's edit, saved, linted and built into the applicant app. */
export default defineProject({
  test: {
    name: 'studio-e2e',
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
    // The studio compiles its front end on the first request; on a loaded 2-core machine that and
    // the first render take a while.
    expect: { poll: { timeout: 30_000 } },
  },
});
