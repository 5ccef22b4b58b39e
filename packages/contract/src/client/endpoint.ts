import type { TSchema } from '@sinclair/typebox';

/** An HTTP method the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where a route is: its method and URL (`:name` marks a path parameter). `etag`: its answer
 * carries the application's revision in `ETag` (see etag.ts), which the client hands back.
 */
export interface Endpoint {
  method: HttpMethod;
  url: string;
  etag?: true;
}

/** A table of endpoints, by route name. */
export type Endpoints = Record<string, Endpoint>;

/** What Fastify validates and documents a route by (OpenAPI is generated from it). */
export interface RouteSchema {
  tags: readonly string[];
  summary: string;
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  headers?: TSchema;
  response?: Readonly<Record<number, TSchema>>;
  consumes?: readonly string[];
  hide?: boolean;
}

/** One route of the API: its endpoint and the schema Fastify validates and documents it by. */
export interface RouteDefinition extends Endpoint {
  schema: RouteSchema;
}

/**
 * An endpoint that knows, in its type only, the route it is: the client takes its request and
 * answer types from the route's schemas without the schemas themselves (the browser bundle never
 * holds the schema library).
 */
export type TypedEndpoint<R extends RouteDefinition = RouteDefinition> = Endpoint & {
  readonly method: R['method'];
  readonly url: R['url'];
  /** Never set: the route, for the type system only. */
  readonly route?: R;
};

/** A route table's endpoints, each typed by its route. */
export type TypedEndpoints<Routes extends Record<string, RouteDefinition>> = {
  readonly [K in keyof Routes]: TypedEndpoint<Routes[K]>;
};
