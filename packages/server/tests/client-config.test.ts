import { afterEach, describe, expect, it } from 'vitest';
import { sessionIdleFromEnv } from '../src/routes/client-config-route.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe('GET /public/client-config', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    delete process.env.SESSION_IDLE_MS;
    await t?.close();
  });

  it('tells the web app the 15-minute idle time and the 60 s warning', async () => {
    t = await createTestApp('sqlite');
    const response = await t.app.inject({ method: 'GET', url: '/public/client-config' });
    expect(response.json()).toEqual({ session_idle_ms: 900_000, session_warning_ms: 60_000 });
  });

  it('takes a shorter idle time from SESSION_IDLE_MS, for the server sessions too', async () => {
    process.env.SESSION_IDLE_MS = '10000';
    t = await createTestApp('sqlite');
    const response = await t.app.inject({ method: 'GET', url: '/public/client-config' });
    expect(response.json()).toEqual({ session_idle_ms: 10_000, session_warning_ms: 5_000 });
  });

  it('refuses an idle time that is not a positive number of milliseconds', () => {
    expect(sessionIdleFromEnv(undefined)).toBeUndefined();
    expect(sessionIdleFromEnv('')).toBeUndefined();
    expect(() => sessionIdleFromEnv('15m')).toThrow(/SESSION_IDLE_MS/);
    expect(() => sessionIdleFromEnv('-5')).toThrow(/SESSION_IDLE_MS/);
  });
});
