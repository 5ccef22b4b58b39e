import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

describe('GET /public/client-config', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it('tells the web app the 15-minute idle time and the 60 s warning', async () => {
    t = await createTestApp('sqlite');
    const response = await t.app.inject({ method: 'GET', url: '/public/client-config' });
    expect(response.json()).toEqual({ session_idle_ms: 900_000, session_warning_ms: 60_000 });
  });

  it('takes a shorter idle time from SESSION_IDLE_MS, for the server sessions too', async () => {
    const { sessionIdleMs } = loadEnv({ SESSION_IDLE_MS: '10000', SECRET: 's' });
    t = await createTestApp('sqlite', { envOverrides: { sessionIdleMs } });
    const response = await t.app.inject({ method: 'GET', url: '/public/client-config' });
    expect(response.json()).toEqual({ session_idle_ms: 10_000, session_warning_ms: 5_000 });
  });

  it('refuses an idle time that is not a positive number of milliseconds', () => {
    const idle = (value: string | undefined) =>
      loadEnv({ SESSION_IDLE_MS: value, SECRET: 's' }).sessionIdleMs;
    expect(idle(undefined)).toBeUndefined();
    expect(idle('')).toBeUndefined();
    expect(() => idle('15m')).toThrow(/SESSION_IDLE_MS/);
    expect(() => idle('-5')).toThrow(/SESSION_IDLE_MS/);
  });
});
