import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sharedSchemaController } from '../../src/http/shared-schema-compilers.ts';

const body = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string', maxLength: 5 } },
} as const;
const response = {
  200: {
    type: 'object',
    properties: { greeting: { type: 'string' } },
  },
} as const;

/** An app with one route whose schemas are `bodySchema` and `response` (as each app's routes are). */
async function appWith(bodySchema: object, coerceTypes = false) {
  const app = Fastify({
    ajv: { customOptions: { coerceTypes, removeAdditional: false } },
    schemaController: sharedSchemaController,
  });
  app.post('/hello', { schema: { body: bodySchema, response } }, async (request) => ({
    greeting: `Hello ${(request.body as { name: string }).name}`,
    secret: 'left out by the response schema',
  }));
  await app.ready();
  return app;
}

const post = (app: Awaited<ReturnType<typeof appWith>>, payload: unknown) =>
  app.inject({ method: 'POST', url: '/hello', payload: payload as object });

describe('route schemas compiled once for every app of the process', () => {
  it('validates and serializes the same in a second app as in the first', async () => {
    for (const app of [await appWith(body), await appWith(body)]) {
      const ok = await post(app, { name: 'Ada' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ greeting: 'Hello Ada' });
      expect((await post(app, { name: 'Adelaide' })).statusCode).toBe(400);
      expect((await post(app, { name: 'Ada', extra: 1 })).statusCode).toBe(400);
      await app.close();
    }
  });

  it('keeps apps with different schemas or Ajv options apart', async () => {
    const longer = { ...body, properties: { name: { type: 'string', maxLength: 10 } } };
    const strict = await appWith(body);
    const lenient = await appWith(longer);
    expect((await post(strict, { name: 'Adelaide' })).statusCode).toBe(400);
    expect((await post(lenient, { name: 'Adelaide' })).statusCode).toBe(200);

    const number = { type: 'object', properties: { name: { type: 'number' } } };
    const coercing = await appWith(number, true);
    const exact = await appWith(number, false);
    expect((await post(coercing, { name: '42' })).statusCode).toBe(200);
    expect((await post(exact, { name: '42' })).statusCode).toBe(400);
    for (const app of [strict, lenient, coercing, exact]) await app.close();
  });
});
