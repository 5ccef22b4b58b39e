import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename } from 'node:path';
import { studioEndpoints, type StudioFolder } from '@admit/contract';
import { readStudioFolder, saveStudioFolder, versionsOf } from './studio-folder.ts';

/** Largest save request accepted (a whole partner folder's JSON). */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
};

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A write must come from the studio's own page: a JSON body (a form on another site cannot send
 * one without a preflight) and, when the browser says where it came from, this host.
 */
function fromStudioPage(request: IncomingMessage): boolean {
  if (!request.headers['content-type']?.startsWith('application/json')) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false; // "null" (a sandboxed page, a file) or garbage
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

type RouteName = keyof typeof studioEndpoints;
type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** The route of a request, by the contract's table (`studioRoutes`). */
const routeOf = (method: string | undefined, path: string): RouteName | undefined =>
  (Object.keys(studioEndpoints) as RouteName[]).find(
    (name) => studioEndpoints[name].method === method && studioEndpoints[name].url === path,
  );

/**
 * The folders the API's URLs are in (their first segment): every path in them is the API's, a
 * known route or a 404, never the front end's.
 */
const API_FOLDERS = [
  ...new Set(
    Object.values(studioEndpoints).map(({ url }) => url.slice(0, url.indexOf('/', 1) + 1)),
  ),
];

/**
 * The studio's JSON API over one partner folder, as the contract's `studioRoutes` declare it:
 * `folder` (its files as text, their versions and its lookup headers) and `save` (`{files,
 * versions}`: written when config-lint finds no error, else 422 with the errors; 409 when a file
 * changed on disk since the versions were read). Answers false for a path outside the API's
 * folder, so the front end's handler takes it.
 */
export function studioApi(dir: string) {
  const handlers: Record<RouteName, Handler> = {
    async folder(_request, response) {
      const folder = await readStudioFolder(dir);
      send(response, 200, {
        name: basename(dir),
        ...folder,
        versions: versionsOf(folder.texts),
      } satisfies StudioFolder);
    },
    async save(request, response) {
      if (!fromStudioPage(request)) return send(response, 403, { error: 'forbidden' });
      const body = JSON.parse(await readBody(request)) as { files?: unknown; versions?: unknown };
      if (!isRecord(body.files)) return send(response, 400, { error: 'files expected' });
      if (!isRecord(body.versions) || !Object.values(body.versions).every(isText))
        return send(response, 400, { error: 'versions expected' });
      const result = await saveStudioFolder(
        dir,
        body.files,
        body.versions as Record<string, string>,
      );
      send(response, result.ok ? 200 : result.changedOnDisk ? 409 : 422, result);
    },
  };
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const path = new URL(request.url ?? '/', 'http://studio').pathname;
    if (!API_FOLDERS.some((folder) => path.startsWith(folder))) return false;
    try {
      const name = routeOf(request.method, path);
      if (name) await handlers[name](request, response);
      else send(response, 404, { error: 'not found' });
    } catch (error) {
      send(response, 500, { error: (error as Error).message });
    }
    return true;
  };
}
