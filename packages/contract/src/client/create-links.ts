import { buildUrl, type UrlValues } from './build-url.ts';
import type { RequestOf, RouteOf } from './create-client.ts';
import type { TypedEndpoint } from './endpoint.ts';

/** Link addresses of a table's GET routes (downloads, redirects): the URL a call would fetch. */
export type Links<T extends Readonly<Record<string, TypedEndpoint>>> = {
  readonly [K in keyof T & string as T[K]['method'] extends 'GET' ? K : never]: (
    request: Pick<RequestOf<RouteOf<T[K]>>, 'params' | 'query'>,
  ) => string;
};

/** The addresses of a table's GET routes, for links the browser follows itself. */
export function createLinks<T extends Readonly<Record<string, TypedEndpoint>>>(table: T): Links<T> {
  return Object.fromEntries(
    Object.entries(table)
      .filter(([, endpoint]) => endpoint.method === 'GET')
      .map(([name, endpoint]) => [
        name,
        (request: { params?: UrlValues; query?: UrlValues }) =>
          buildUrl(endpoint.url, request.params, request.query),
      ]),
  ) as unknown as Links<T>;
}
