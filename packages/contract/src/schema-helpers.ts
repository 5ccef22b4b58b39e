import {
  Type,
  type ObjectOptions,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';
import type { Endpoint, RouteSchema } from './client/endpoint.ts';

/**
 * A string of a fixed set, as the JSON Schema `enum` the routes always used (a TypeBox union of
 * literals would validate alike but word its 400 messages differently).
 */
export const StringEnum = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/**
 * An object of any keys whose values all match `value` (`additionalProperties: <value>`, as the
 * routes always wrote it; TypeBox's Record writes patternProperties instead).
 */
export const StringMap = <T extends TSchema>(value: T): TUnsafe<Record<string, Static<T>>> =>
  Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: value });

/** An object that refuses members it does not name: every request body of the API but the accounts'. */
export const Closed = <T extends TProperties>(
  properties: T,
  options: ObjectOptions = {},
): TObject<T> => Type.Object(properties, { ...options, additionalProperties: false });

/**
 * A route table: each endpoint of `table` (endpoints.ts) with the schema Fastify validates and
 * documents it by. Every endpoint needs its schema and every schema its endpoint; each route keeps
 * its exact schema types (the server's handlers and the typed client read them).
 */
export function routes<
  E extends Record<string, Endpoint>,
  S extends { [K in keyof E]: RouteSchema },
>(
  table: E,
  schemas: S & Record<Exclude<keyof S, keyof E>, never>,
): { [K in keyof E]: E[K] & { schema: S[K] } } {
  return Object.fromEntries(
    Object.entries(table).map(([name, endpoint]) => [
      name,
      { ...endpoint, schema: (schemas as Record<string, RouteSchema>)[name] },
    ]),
  ) as { [K in keyof E]: E[K] & { schema: S[K] } };
}
