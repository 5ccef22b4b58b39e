import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../helpers/test-app.ts';

const CLI = new URL('../../src/cli/staff.ts', import.meta.url).pathname;
const PASSWORD = 'Cli-Staff-Passw0rd!';
const STDIN_PASSWORD = 'Piped-Staff-Passw0rd#';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe.each(BACKENDS)('npm run staff on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** Runs the CLI on the test app's database, with `input` on its standard input (a pipe). */
  const staff = (args: string[], options: { input?: string; password?: string } = {}) =>
    new Promise<Run>((resolve, reject) => {
      const child = spawn(process.execPath, [CLI, ...args], {
        env: {
          ...process.env,
          DATA_DIR: t.env.dataDir,
          SECRET: t.env.secret,
          DATABASE_URL: t.databaseUrl,
          STAFF_PASSWORD: options.password ?? '',
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
      child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(options.input ?? '');
    });

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/staff/login', payload: { email, password } });

  it('adds an admin with STAFF_PASSWORD and a reader with the password piped in; both sign in', async () => {
    const admin = await staff(['add', 'Head@Example.edu', '--role', 'admin'], {
      password: PASSWORD,
    });
    expect(admin).toMatchObject({ code: 0, stdout: 'Added head@example.edu as admin.\n' });
    const reader = await staff(['add', 'clerk@example.edu', '--role', 'reader'], {
      input: `${STDIN_PASSWORD}\nignored second line\n`,
    });
    expect(reader.code).toBe(0);
    for (const run of [admin, reader]) {
      expect(run.stdout + run.stderr).not.toContain(PASSWORD);
      expect(run.stdout + run.stderr).not.toContain(STDIN_PASSWORD);
    }
    const stored = await t.db.selectFrom('staff_accounts').select('password_hash').execute();
    for (const row of stored) expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await login('head@example.edu', PASSWORD)).json()).toEqual({
      email: 'head@example.edu',
      role: 'admin',
    });
    expect((await login('CLERK@example.edu', STDIN_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a password that breaks the applicants' rules, an empty one, and a second account for an e-mail", async () => {
    for (const input of [
      'short\n',
      '',
      'alllowercase-and-long-enough1!\n',
      ' Leading-Space-42!\n',
    ]) {
      const run = await staff(['add', 'weak@example.edu', '--role', 'reader'], { input });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/Password/);
    }
    const again = await staff(['add', 'HEAD@example.edu', '--role', 'reader'], {
      password: PASSWORD,
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already');
    const emails = await t.db.selectFrom('staff_accounts').select(['email', 'role']).execute();
    expect(emails.map((row) => row.email).sort()).toEqual([
      'clerk@example.edu',
      'head@example.edu',
    ]);
  });

  it('lists accounts without their hashes', async () => {
    const list = await staff(['list']);
    expect(list.code).toBe(0);
    const lines = list.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t').slice(0, 3));
    expect(lines).toEqual([
      ['clerk@example.edu', 'reader', 'active'],
      ['head@example.edu', 'admin', 'active'],
    ]);
    expect(list.stdout).not.toContain('$argon2');
  });

  it('disables an account (its open session ends, it cannot sign in) and enables it again', async () => {
    const session = (await login('clerk@example.edu', STDIN_PASSWORD)).cookies.find(
      (c) => c.name === 'admit_staff_session',
    )!;
    const cookie = `${session.name}=${session.value}`;
    const me = () => t.app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);
    expect((await staff(['disable', 'Clerk@Example.edu'])).code).toBe(0);
    expect((await me()).statusCode).toBe(401);
    expect((await login('clerk@example.edu', STDIN_PASSWORD)).statusCode).toBe(400);
    expect((await staff(['list'])).stdout).toMatch(/clerk@example\.edu\treader\tdisabled/);
    expect((await staff(['enable', 'clerk@example.edu'])).code).toBe(0);
    expect((await login('clerk@example.edu', STDIN_PASSWORD)).statusCode).toBe(200);
  });

  it('sets a role, which the next request already sees', async () => {
    expect((await staff(['set-role', 'clerk@example.edu', 'admin'])).code).toBe(0);
    expect((await login('clerk@example.edu', STDIN_PASSWORD)).json()).toMatchObject({
      role: 'admin',
    });
    expect((await staff(['set-role', 'clerk@example.edu', '--role', 'reader'])).code).toBe(0);
    expect((await staff(['list'])).stdout).toMatch(/clerk@example\.edu\treader\tactive/);
  });

  it('explains its usage for anything else, and names an unknown account', async () => {
    for (const args of [
      [],
      ['add', 'x@example.edu'],
      ['add', 'x@example.edu', '--role', 'owner'],
      ['set-role', 'x@example.edu', 'owner'],
      ['remove', 'x@example.edu'],
      ['list', 'extra'],
    ]) {
      const run = await staff(args, { password: PASSWORD });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('Usage:');
    }
    const unknown = await staff(['disable', 'nobody@example.edu']);
    expect(unknown).toMatchObject({ code: 1 });
    expect(unknown.stderr).toContain('No staff account');
  });
});
