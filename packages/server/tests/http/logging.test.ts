import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/app.ts';
import { redactUrl } from '../../src/http/redaction.ts';
import { PASSWORD, createTestApp, signUpAndLogIn, type TestApp } from '../helpers/test-app.ts';

describe('structured logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    t = await createTestApp('sqlite', { logger: { ...loggerOptions('debug'), stream } });
  });
  afterAll(() => t.close());

  it('carries request ids and never a password, code, token, cookie or sensitive answer', async () => {
    const cookie = await signUpAndLogIn(t, 'log@example.org');
    await t.app.inject({
      method: 'PUT',
      url: '/api/answer',
      headers: { cookie },
      payload: { answers: { alien_registration_number: 'A99887766' } },
    });
    await t.app.inject({ method: 'GET', url: '/public/tmp?token=secret-visitor-token' });
    const text = lines.join('');
    const records = lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(records.some((r) => typeof r.reqId === 'string')).toBe(true);
    const code = /\b(\d{6})\b/.exec(t.mails[0]!.text)![1]!;
    const session = /admit_session=([^;]+)/.exec(cookie)![1]!;
    for (const secret of [PASSWORD, code, session, 'A99887766', 'secret-visitor-token'])
      expect(text).not.toContain(secret);
  });

  it('redacts secret query values in URLs', () => {
    expect(redactUrl('/service/tmp-pdf?service_token=abc&x=1')).toBe(
      '/service/tmp-pdf?service_token=[Redacted]&x=1',
    );
    expect(redactUrl('/reset?username=a@b.c&id=123456')).toBe(
      '/reset?username=[Redacted]&id=[Redacted]',
    );
  });
});
