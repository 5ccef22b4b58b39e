import { defineProject } from 'vitest/config';

/** Tests that hold the bundled partner's data to the product specification. */
export default defineProject({
  test: { name: 'partner-config', include: ['tests/**/*.test.ts'], environment: 'node' },
});
