import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  accountRoutes,
  applicationRoutes,
  clientConfigRoutes,
  documentRoutes,
  lookupRoutes,
  operationRoutes,
  staffConsoleRoutes,
  staffRoutes,
  studioRoutes,
  visitorRoutes,
  type RouteDefinition,
} from '../src/index.ts';

const tables = {
  accountRoutes,
  applicationRoutes,
  clientConfigRoutes,
  documentRoutes,
  lookupRoutes,
  operationRoutes,
  staffConsoleRoutes,
  staffRoutes,
  visitorRoutes,
};
const all: RouteDefinition[] = Object.values(tables).flatMap((table) => Object.values(table));
/** The config studio's own server: another host, so its URLs may repeat the portal's. */
const everyTable: RouteDefinition[] = [...all, ...Object.values(studioRoutes)];

/** Compiled as the server's Fastify compiles them: no coercion, nothing removed. */
const ajv = new Ajv({
  coerceTypes: false,
  removeAdditional: false,
  allErrors: false,
  strict: true,
});

describe('the route table', () => {
  it('names each method and URL once', () => {
    const names = all.map((route) => `${route.method} ${route.url}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('compiles every request and response schema in strict mode', () => {
    for (const route of everyTable) {
      const { body, querystring, params, headers, response = {} } = route.schema;
      for (const schema of [body, querystring, params, headers, ...Object.values(response)])
        if (schema) expect(() => ajv.compile(schema), `${route.method} ${route.url}`).not.toThrow();
    }
  });

  it('documents every route with tags and a summary', () => {
    for (const route of everyTable) {
      expect(route.schema.tags.length).toBeGreaterThan(0);
      expect(route.schema.summary).not.toBe('');
    }
  });
});

describe('request schemas', () => {
  const valid = (schema: object, value: unknown) => ajv.validate(schema, value);

  it('refuse members a closed body does not name', () => {
    const body = applicationRoutes.answer.schema.body;
    expect(valid(body, { answers: { a: 'x', b: true } })).toBe(true);
    expect(valid(body, { answers: {}, extra: 1 })).toBe(false);
    expect(valid(body, { answers: { a: 1 } })).toBe(false);
  });

  it('let the account forms post what they hold', () => {
    const body = accountRoutes.login.schema.body;
    expect(valid(body, { username: 'a@b.c', password: 'p', default_route: '/about' })).toBe(true);
    expect(valid(body, { username: 'a@b.c' })).toBe(false);
  });

  it('take a document key of letters, digits and underscores only', () => {
    const params = documentRoutes.conversion.schema.params;
    expect(valid(params, { key: 'transcript_1' })).toBe(true);
    expect(valid(params, { key: '../etc' })).toBe(false);
  });

  it('take an If-Match the server sent (or *) and an Idempotency-Key of safe characters', () => {
    const headers = applicationRoutes.answer.schema.headers;
    for (const ok of [{}, { 'if-match': '"12"' }, { 'if-match': 'W/"0"' }, { 'if-match': '*' }])
      expect([ok, valid(headers, ok)]).toEqual([ok, true]);
    expect(valid(headers, { 'idempotency-key': 'save-1:a.b_c' })).toBe(true);
    for (const bad of [
      { 'if-match': '12' },
      { 'if-match': '"1", "2"' },
      { 'if-match': '"-1"' },
      { 'idempotency-key': '' },
      { 'idempotency-key': 'with space' },
    ])
      expect([bad, valid(headers, bad)]).toEqual([bad, false]);
  });

  it('accept only the recorded web statuses', () => {
    const body = applicationRoutes.webStatus.schema.body;
    expect(valid(body, { web_status: 'validating' })).toBe(true);
    expect(valid(body, { web_status: 'none' })).toBe(false);
  });
});

describe('response schemas', () => {
  it('allow every conversion status and no other', () => {
    const state = documentRoutes.conversion.schema.response[200];
    for (const status of ['UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'NOT_ANSWERED'])
      expect(ajv.validate(state, { status })).toBe(true);
    expect(ajv.validate(state, { status: 'DONE' })).toBe(false);
  });
});
