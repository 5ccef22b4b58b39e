import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/**
 * Fastify's own route-schema compilers (Ajv for requests, fast-json-stringify for responses), with
 * one cache for every app this process builds: a route's validator and serializer are compiled
 * once per distinct schema and options, not again by each app. A server builds one app, so this
 * changes nothing there; a test process builds hundreds (one per test, on each database), and
 * compiling every route's schemas was a third of the time each took to start.
 *
 * A compiled validator or serializer is a pure function of its schema and options (Fastify keeps
 * nothing per app in it), so the cache key is exactly those, as JSON.
 */
const validators = new Map<string, ReturnType<ReturnType<ValidatorFactory>>>();
const serializers = new Map<string, ReturnType<ReturnType<SerializerFactory>>>();
const buildAjv = AjvCompiler();
const buildFastJsonStringify = SerializerSelector();

const buildValidator: ValidatorFactory = (externalSchemas, options) => {
  const compile = buildAjv(externalSchemas, options);
  const prefix = JSON.stringify([externalSchemas, options?.customOptions, options?.mode]);
  return (route) => {
    const key = `${prefix}${route.httpPart}${JSON.stringify(route.schema)}`;
    let validator = validators.get(key);
    if (!validator) validators.set(key, (validator = compile(route)));
    return validator;
  };
};

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = buildFastJsonStringify(externalSchemas, options);
  const prefix = JSON.stringify([externalSchemas, options]);
  return (route) => {
    const key = `${prefix}${JSON.stringify(route.schema)}`;
    let serializer = serializers.get(key);
    if (!serializer) serializers.set(key, (serializer = compile(route)));
    return serializer;
  };
};

/** Fastify's `schemaController` option that shares compiled route schemas across apps. */
export const sharedSchemaController = { compilersFactory: { buildValidator, buildSerializer } };
