import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { admitPartnerPlugin, partnerDirFromEnv } from './build/index.ts';

/** The applicant SPA: the partner baked in at build time (PARTNER_CONFIG), served by the server. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), admitPartnerPlugin({ partnerDir: partnerDirFromEnv() })],
  resolve: {
    // Texts arrive compiled (ICU ASTs): intl-messageformat's parser import gets FormatJS's stub,
    // so the applicant's bundle formats without the ICU parser (@admit/i18n's runtime test).
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    // Outside packages/: the build holds the partner's data, which the packages never do.
    outDir: '../../dist/web',
    emptyOutDir: true,
    // The server's CSP allows scripts from 'self' only: no inline module preload polyfill.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1024,
  },
  server: {
    // `npx vite packages/web` during development talks to `npm start` on 8080.
    proxy: Object.fromEntries(
      ['/api', '/public', '/service', '/lookup', '/storage', '/healthz'].map((path) => [
        path,
        'http://localhost:8080',
      ]),
    ),
  },
});
