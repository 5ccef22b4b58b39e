import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'config-lint',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
});
