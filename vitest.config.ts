import { defineConfig } from 'vitest/config';
import SummaryReporter from './scripts/summary-reporter.ts';

/** One Vitest run for the whole repo: each package is a project, so `npm test` runs every test. */
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'packages/web/e2e',
      'partner-config',
      'stories',
      'stories/chromium',
      'bench',
      'scripts',
    ],
    reporters: ['default', new SummaryReporter()],
  },
});
