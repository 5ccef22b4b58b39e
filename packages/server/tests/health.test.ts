import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(BACKENDS)('operations on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('answers GET /healthz with ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers GET /livez with ok without asking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('names a unique request id in every answer', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/healthz' });
    const b = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('answers unknown paths with 404 and a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('serves an OpenAPI document listing the spec routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/web-status',
      '/api/last-page',
      '/api/answer',
      '/public/login',
      '/public/signup',
      '/public/confirm',
      '/public/resend-confirm',
      '/public/forgot-password',
      '/public/reset-password',
      '/api/logout',
      '/api/submit',
      '/api/add-another',
      '/api/tabs',
      '/api/profile',
      '/public/tmp',
      '/service/tmp-pdf',
      '/api/validations',
      '/lookup/find',
      '/healthz',
      '/livez',
    ])
      expect(paths).toContain(path);
    expect(response.json().paths['/api/answer'].put.requestBody).toBeDefined();
  });
});
