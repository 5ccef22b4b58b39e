// npm start — the README's first command. Starts the product with embedded defaults: builds the web
// app when its build is missing or older than its sources, then runs the server (API and web app
// from one process, on PORT, default 8080; SQLite in ./data, mail to data/outbox).
import { resolve } from 'node:path';
import { ensureWebBuild } from '@admit/web/build';

// The server and the web app must use the same partner folder: one absolute path for both.
const partnerDir = resolve(process.env.PARTNER_CONFIG || 'partner-config');
process.env.PARTNER_CONFIG = partnerDir;

// WEB_ROOT names a web build made elsewhere; otherwise the bundled one is kept up to date.
if (!process.env.WEB_ROOT) {
  try {
    await ensureWebBuild(partnerDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(
      '\nThe web app could not be built; fix the problem above and run npm start again.',
    );
    process.exit(1);
  }
}

await import('../packages/server/src/main.ts');
