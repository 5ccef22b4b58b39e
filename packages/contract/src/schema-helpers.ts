import {
  Type,
  type ObjectOptions,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';

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

/** One route of the API: its method, URL and the schema Fastify validates and documents it by. */
export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  schema: {
    tags: readonly string[];
    summary: string;
    body?: TSchema;
    querystring?: TSchema;
    params?: TSchema;
    headers?: TSchema;
    response?: Readonly<Record<number, TSchema>>;
    consumes?: readonly string[];
    hide?: boolean;
  };
}

/** Checks a table of routes against RouteDefinition while keeping each one's exact schema types. */
export const routes = <T extends Record<string, RouteDefinition>>(table: T): T => table;
