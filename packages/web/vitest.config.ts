import { defineProject } from 'vitest/config';
import { admitPartnerPlugin, partnerDirFromEnv } from './build/index.ts';

/** Unit tests of the web app in jsdom; the partner and its validators come from the build plugin. */
export default defineProject({
  plugins: [admitPartnerPlugin({ partnerDir: partnerDirFromEnv(), stamp: false })],
  test: {
    name: 'web',
    include: ['tests/**/*.test.{ts,tsx}'],
    // Component tests opt into jsdom with a @vitest-environment docblock; the rest run in node.
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
  },
});
