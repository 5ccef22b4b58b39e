import { defineProject } from 'vitest/config';

/** Every story rendered as a test (portable stories) with an accessibility check. */
export default defineProject({
  test: {
    name: 'stories',
    include: ['**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['vitest.setup.ts'],
  },
});
