import { defineProject } from 'vitest/config';

/** Renderer tests run in jsdom with Testing Library. */
export default defineProject({
  test: {
    name: 'react',
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
  },
});
