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
    // How many test files run at once is set where Vitest applies it to every project: `npm run
    // test:unit` passes --maxWorkers=100% (a file per core; most wait on a browser, a database or a
    // converter, and Vitest's default, one fewer than the cores, is one on a 2-core machine).
    // Projects that must not overlap with themselves say so (fileParallelism: false).
  },
});
