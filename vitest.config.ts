import { defineConfig } from 'vitest/config';

/** One Vitest run for the whole repo: each package is a project, so `npm test` runs every test. */
export default defineConfig({
  test: {
    projects: ['packages/*'],
    reporters: ['default'],
  },
});
