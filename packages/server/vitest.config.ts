import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['tests/**/*.test.ts'],
    // Real database outages: their own run (npm run test:faults, see vitest.faults.config.ts).
    exclude: [...configDefaults.exclude, 'tests/faults/**'],
    environment: 'node',
    // Each file builds its own databases (temp SQLite files, a fresh PostgreSQL schema), so files
    // could run in parallel; one at a time keeps argon2 and PostgreSQL connection use predictable.
    fileParallelism: false,
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
