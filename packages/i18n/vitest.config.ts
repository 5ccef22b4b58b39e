import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'i18n',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
});
