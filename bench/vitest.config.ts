import { defineProject } from 'vitest/config';

/** The benchmark's own logic (the peer schema converter); no timed assertions. */
export default defineProject({
  test: {
    name: 'bench',
    include: ['tests/**/*.test.ts'],
  },
});
