import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The config studio's front end, served by `npm run studio` through Vite in middleware mode. Its
 * own entry, never imported by the applicant app (packages/web), so none of it is in that bundle.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // The partner folder is read over the studio's API, never from the file system by Vite.
  server: { fs: { strict: true } },
  worker: { format: 'es' },
});
