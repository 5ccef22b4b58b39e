import { defineProject } from 'vitest/config';

/**
 * Every story of the static Storybook build in Debian's Chromium, where layout exists: axe's
 * colour-contrast and target-size rules run too. One browser for all stories.
 */
export default defineProject({
  test: {
    name: 'stories-chromium',
    include: ['**/*.chromium.test.ts'],
    environment: 'node',
    globalSetup: ['global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
