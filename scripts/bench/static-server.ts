import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * Serves the bench build on loopback: /<app>/ from bench/dist/apps/<app>/, /spec/ from
 * bench/dist/spec/. Admit's pages get a CSP without 'unsafe-eval', as the product's server sends,
 * so a schema compiled at run time would fail there; the peers need eval (ajv) and get none.
 */
export async function serveBench(dist: string): Promise<{ base: string; server: Server }> {
  const server = createServer(async (request, response) => {
    let path = normalize(decodeURIComponent(new URL(request.url!, 'http://x').pathname));
    if (path.endsWith('/')) path += 'index.html';
    const [, first = '', ...rest] = path.split('/');
    const file = first === 'spec' ? join(dist, path) : join(dist, 'apps', first, ...rest);
    try {
      const body = await readFile(file);
      const headers: Record<string, string> = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      };
      if (first === 'admit')
        headers['content-security-policy'] =
          "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'";
      response.writeHead(200, headers).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
