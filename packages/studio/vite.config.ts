import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);

/**
 * The config studio's front end, served by `npm run studio` through Vite in middleware mode. Its
 * own entry, never imported by the applicant app (packages/web), so none of it is in that bundle.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    alias: {
      // The lint worker runs config-lint, which reads markdown with mdast-util-from-markdown: the
      // browser build of its entity decoder makes a DOM element as it loads, and a worker has no
      // DOM. Its plain build (an entity table) runs anywhere.
      'decode-named-character-reference': require.resolve('decode-named-character-reference'),
    },
  },
  // The partner folder is read over the studio's API, never from the file system by Vite.
  server: { fs: { strict: true } },
  worker: { format: 'es' },
});
