import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mui',
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    isolate: false,
  },
});
