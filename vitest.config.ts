import { defineConfig } from 'vitest/config';
import SummaryReporter from './scripts/summary-reporter.ts';

/** One Vitest run for the whole repo: each package is a project, so `npm test` runs every test. */
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'packages/web/e2e',
      'packages/studio/e2e',
      'partner-config',
      'stories',
      'stories/chromium',
      'bench',
      'scripts',
    ],
    reporters: ['default', new SummaryReporter()],
    // Two test files at a time on a 2-core machine (Vitest's default is one fewer than the cores):
    // most files wait on a browser, a database or a converter, so the whole run takes about 12
    // minutes instead of 16. Projects that must not overlap with themselves say so
    // (fileParallelism: false).
    maxWorkers: 2,
  },
});
