import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  PARTNER_DIR,
  SECOND_PARTNER_DIR,
  createTestApp,
  signUpAndLogIn,
  type TestApp,
} from './helpers/test-app.ts';

const run = promisify(execFile);
const SRC = new URL('../src/', import.meta.url).pathname;

describe.each(BACKENDS)('service-token CLI on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await signUpAndLogIn(t, 'staffread@example.org');
  });
  afterAll(() => t.close());

  const cliEnv = () => ({
    ...process.env,
    DATA_DIR: t.env.dataDir,
    PUBLIC_URL: 'https://apply.example.edu',
    SECRET: t.env.secret,
    DATABASE_URL: t.databaseUrl,
  });

  it('prints a staff URL whose token reads that application', async () => {
    const { stdout } = await run(
      process.execPath,
      [`${SRC}cli/service-token.ts`, 'StaffRead@example.org'],
      { env: cliEnv() },
    );
    const url = new URL(stdout.trim());
    expect(url.origin + url.pathname).toBe('https://apply.example.edu/about');
    const token = url.searchParams.get('service_token')!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/service/tmp-pdf?service_token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it("links to the partner's first page, whatever its route", async () => {
    const { stdout } = await run(
      process.execPath,
      [`${SRC}cli/service-token.ts`, 'staffread@example.org'],
      { env: { ...cliEnv(), PARTNER_CONFIG: SECOND_PARTNER_DIR } },
    );
    const url = new URL(stdout.trim());
    expect(url.origin + url.pathname).toBe('https://apply.example.edu/profile');
    expect(url.searchParams.get('service_token')).toBeTruthy();
  });

  it('fails with a message for an unknown applicant', async () => {
    await expect(
      run(process.execPath, [`${SRC}cli/service-token.ts`, 'nobody@example.org'], {
        env: cliEnv(),
      }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('No applicant'),
    });
  });
});

describe('main', () => {
  it('refuses to start with a broken partner config and lists the problem', async () => {
    const broken = new URL(
      '../../config-lint/tests/broken/condition-on-unknown-key',
      import.meta.url,
    ).pathname;
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'admit-broken-'));
    try {
      await expect(
        run(process.execPath, [`${SRC}main.ts`], {
          env: { ...process.env, DATA_DIR: dir, PORT: '0', PARTNER_CONFIG: broken },
        }),
      ).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/\S/) });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts a real listener on SQLite with the outbox mailer and answers /healthz', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'admit-main-'));
    const child = spawn(process.execPath, [`${SRC}main.ts`], {
      env: {
        ...process.env,
        DATA_DIR: dir,
        PORT: '0',
        HOST: '127.0.0.1',
        PARTNER_CONFIG: PARTNER_DIR,
        DATABASE_URL: '',
        SMTP_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      const address = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += String(chunk);
          const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        child.once('exit', () => reject(new Error(output)));
      });
      const response = await fetch(`${address}/healthz`);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(output).toMatch(/"reqId"|"msg":"Admit server ready"/);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
