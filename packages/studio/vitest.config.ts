import { defineProject } from 'vitest/config';

/** The studio's model and server (node), and its browser journey in Chromium (e2e). */
export default defineProject({
  test: {
    name: 'studio',
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
