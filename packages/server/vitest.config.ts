import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['tests/**/*.test.ts'],
    // Real database outages: their own run (npm run test:faults, see vitest.faults.config.ts).
    exclude: [...configDefaults.exclude, 'tests/faults/**'],
    environment: 'node',
    // Files run side by side: each builds its own databases (a copied SQLite file, a PostgreSQL
    // database from a template, see tests/helpers/test-databases.ts), servers and ports.
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
