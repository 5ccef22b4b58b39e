import { defineProject } from 'vitest/config';

/**
 * Each node type's tests (in its folder) and the registry's, with the engine, the React bindings
 * and the widget set running the registered node types (tests/), in jsdom with Testing Library.
 */
export default defineProject({
  test: {
    name: 'node-types',
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
  },
});
