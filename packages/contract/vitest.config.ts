import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
});
