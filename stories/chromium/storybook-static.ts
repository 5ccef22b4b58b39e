import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';

/** Where `npm run build-storybook` writes the static Storybook, and its index of stories. */
export const STORYBOOK_STATIC = join(import.meta.dirname, '../../storybook-static');
export const STORYBOOK_INDEX = join(STORYBOOK_STATIC, 'index.json');

/** One story of the build: its id (for `iframe.html?id=`) and where it comes from. */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
}

/** The stories of the static build (its docs pages left out). */
export function readStoryIndex(): StoryEntry[] {
  const index = JSON.parse(readFileSync(STORYBOOK_INDEX, 'utf8')) as {
    entries: Record<string, StoryEntry & { type: string }>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Serves the static build on a loopback port; resolves to its base URL and a close function. */
export async function serveStorybook(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(STORYBOOK_STATIC, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(STORYBOOK_STATIC)) return void response.writeHead(403).end();
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
