import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Agent, request as undiciRequest } from 'undici';

/** One answer over real HTTP, with how long it took. */
export interface HttpAnswer {
  status: number;
  body: string;
  json: () => Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  ms: number;
}

/** Enough sockets for every request of a burst to be in flight at once. */
const agent = new Agent({ connections: 256, pipelining: 1, keepAliveTimeout: 1000 });

/**
 * A client of an app listening on a loopback port: requests go over real sockets, so bursts
 * reach the server at the same time and meet its concurrency (inject would serialise nothing).
 * State-changing requests carry `Origin: origin` like a browser on PUBLIC_URL.
 */
export async function httpClient(app: FastifyInstance, origin: string) {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const request = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> => {
    const started = performance.now();
    const response = await undiciRequest(`${base}${path}`, {
      method: method as 'GET',
      dispatcher: agent,
      headers: {
        ...(method === 'GET' ? {} : { origin }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.body.text();
    return {
      status: response.statusCode,
      body: text,
      json: () => JSON.parse(text) as Record<string, unknown>,
      headers: response.headers,
      ms: performance.now() - started,
    };
  };
  return {
    base,
    request,
    post: (path: string, body: unknown, headers?: Record<string, string>) =>
      request('POST', path, body, headers),
  };
}

/** The median of some numbers. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
