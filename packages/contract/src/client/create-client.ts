import type { Static, TSchema } from '@sinclair/typebox';
import { buildUrl, type UrlValues } from './build-url.ts';
import type { HttpMethod, RouteDefinition, TypedEndpoint } from './endpoint.ts';

/** A JSON answer with the `ETag` it carried (the application's revision), if any. */
export interface Tagged<T> {
  body: T;
  etag: string | undefined;
}

/** One request as the client hands it to its transport: the URL built, the body not yet encoded. */
export interface ClientRequest {
  method: HttpMethod;
  url: string;
  /** The JSON body, as a value; undefined for none. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}

/**
 * Sends a request and answers the parsed JSON body of a success with its ETag; a failure is the
 * transport's to throw (each app keeps its own error semantics). `name` is the route's name in
 * its table.
 */
export type Transport = (request: ClientRequest, name: string) => Promise<Tagged<unknown>>;

/** One part of a request: required when the schema demands something, optional otherwise, absent without a schema. */
type Part<S, Name extends string> = [S] extends [TSchema]
  ? Record<string, never> extends Static<S>
    ? { [P in Name]?: Static<S> }
    : { [P in Name]: Static<S> }
  : { [P in Name]?: never };

type SchemaOf<R extends RouteDefinition, Name extends string> = R['schema'] extends {
  [P in Name]: infer S;
}
  ? S
  : undefined;

/** What a call of route `R` takes: its path parameters, query, JSON body and request headers. */
export type RequestOf<R extends RouteDefinition> = Part<SchemaOf<R, 'params'>, 'params'> &
  Part<SchemaOf<R, 'querystring'>, 'query'> &
  Part<SchemaOf<R, 'body'>, 'body'> &
  Part<SchemaOf<R, 'headers'>, 'headers'>;

/** The body of route `R`'s 200 answer (unknown when its schema names none). */
export type ResponseOf<R extends RouteDefinition> =
  SchemaOf<R, 'response'> extends { 200: infer S extends TSchema } ? Static<S> : unknown;

/** What a call of route `R` resolves with: the body, with its ETag when the route sends one. */
export type ResultOf<R extends RouteDefinition> = R extends { etag: true }
  ? Tagged<ResponseOf<R>>
  : ResponseOf<R>;

/** The route an endpoint is typed by. */
export type RouteOf<E> = E extends TypedEndpoint<infer R> ? R : never;

/** One call: its request may be left out when nothing in it is required. */
type Call<R extends RouteDefinition> =
  Record<string, never> extends RequestOf<R>
    ? (request?: RequestOf<R>) => Promise<ResultOf<R>>
    : (request: RequestOf<R>) => Promise<ResultOf<R>>;

/** A client of a table of endpoints: one call per route, by its name. */
export type Client<T extends Readonly<Record<string, TypedEndpoint>>> = {
  readonly [K in keyof T & string]: Call<RouteOf<T[K]>>;
};

/** What a call takes, untyped. */
interface AnyRequest {
  params?: UrlValues;
  query?: UrlValues;
  body?: unknown;
  headers?: Readonly<Record<string, string | undefined>>;
}

const definedHeaders = (headers: NonNullable<AnyRequest['headers']>) =>
  Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/** The request of one call of `endpoint`. */
export function clientRequest(
  endpoint: TypedEndpoint,
  { params, query, body, headers }: AnyRequest = {},
): ClientRequest {
  return {
    method: endpoint.method,
    url: buildUrl(endpoint.url, params, query),
    body,
    headers: headers && definedHeaders(headers),
  };
}

/**
 * The typed client of a table of endpoints: `client.name(request)` builds the route's method and
 * URL (path parameters, query string), sends the body and headers through `transport`, and
 * resolves with the answer's body, or `{ body, etag }` for a route that sends an ETag. Nothing is
 * validated here: the server validates, and the browser bundle stays free of schemas.
 */
export function createClient<T extends Readonly<Record<string, TypedEndpoint>>>(
  table: T,
  transport: Transport,
): Client<T> {
  const call = (name: string, endpoint: TypedEndpoint) => async (request?: AnyRequest) => {
    const answer = await transport(clientRequest(endpoint, request), name);
    return endpoint.etag ? answer : answer.body;
  };
  return Object.fromEntries(
    Object.entries(table).map(([name, endpoint]) => [name, call(name, endpoint)]),
  ) as unknown as Client<T>;
}
