import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { studioApi } from './studio-api.ts';

/** Where the studio's front end (index.html, vite.config.ts) is. */
export const STUDIO_ROOT = join(import.meta.dirname, '../..');

/** A running studio. */
export interface Studio {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the studio for one partner folder: the JSON API (studioApi) and the front end through
 * Vite in middleware mode (compiled on request from the sources, nothing fetched, no browser
 * opened). Listens on `host`:`port` (0: any free port).
 */
export async function startStudio(options: {
  dir: string;
  port: number;
  host?: string;
}): Promise<Studio> {
  const { createServer: createVite } = await import('vite');
  const server = createServer();
  const vite = await createVite({
    configFile: join(STUDIO_ROOT, 'vite.config.ts'),
    root: STUDIO_ROOT,
    appType: 'spa',
    logLevel: 'warn',
    // No live reload: the author edits the partner folder, not the studio's sources.
    server: { middlewareMode: true, ws: { server }, hmr: false, open: false },
  });
  const api = studioApi(options.dir);
  server.on('request', (request, response) => {
    void api(request, response).then((handled) => {
      if (!handled) vite.middlewares(request, response);
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    async close() {
      await vite.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
