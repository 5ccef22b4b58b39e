import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';

describe.each(BACKENDS)('the staff sign-in options on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('offers local accounts and no single sign-on without a provider, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/staff/sign-in-options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ local: true, sso: false });
  });
});
