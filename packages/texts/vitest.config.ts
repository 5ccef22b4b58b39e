import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'texts',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
});
