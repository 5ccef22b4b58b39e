import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, PUBLIC_URL, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addStaff, auditRows, staffLogin } from '../helpers/staff-accounts.ts';
import { signOnStaffAccount } from '../../src/store/staff-sso-accounts.ts';

describe.each(BACKENDS)('staff accounts in the console on %s', (backend) => {
  let t: TestApp;
  let base: string;
  beforeEach(async () => {
    t = await createTestApp(backend);
    await addStaff(t, 'admin@example.edu', 'admin');
    await addStaff(t, 'second@example.edu', 'admin');
    await addStaff(t, 'reader@example.edu', 'reader');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => t.close());

  /** A request over HTTP as the console's page makes it (same-origin, JSON). */
  const call = (cookie: string, method: string, body?: unknown) =>
    fetch(`${base}/api/staff/accounts`, {
      method,
      headers: {
        cookie,
        origin: PUBLIC_URL,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('lists every account to an admin, without passwords, and tells local from single sign-on', async () => {
    await signOnStaffAccount(t.db, {
      email: 'sso@example.edu',
      subject: 'sub-1',
      role: 'reader',
      now: Date.now(),
    });
    const admin = await staffLogin(t, 'admin@example.edu');
    const answer = await call(admin, 'GET');
    expect(answer.status).toBe(200);
    const accounts = (await answer.json()) as Record<string, unknown>[];
    expect(accounts.map((a) => a.email)).toEqual([
      'admin@example.edu',
      'reader@example.edu',
      'second@example.edu',
      'sso@example.edu',
    ]);
    expect(accounts.find((a) => a.email === 'sso@example.edu')).toMatchObject({
      role: 'reader',
      disabled: false,
      sso: true,
      local: false,
    });
    expect(accounts.find((a) => a.email === 'reader@example.edu')).toMatchObject({
      sso: false,
      local: true,
    });
    expect(JSON.stringify(accounts)).not.toMatch(/argon2|password/i);
  });

  it('refuses readers and visitors, and audits each attempt', async () => {
    const reader = await staffLogin(t, 'reader@example.edu');
    expect((await call(reader, 'GET')).status).toBe(403);
    expect((await call(reader, 'PUT', { email: 'admin@example.edu', disabled: true })).status).toBe(
      403,
    );
    expect((await call('', 'GET')).status).toBe(401);
    const actions = (await auditRows(t)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['list-staff-accounts-refused', 'update-staff-account-refused']),
    );
    const admin = await staffLogin(t, 'admin@example.edu');
    const me = await fetch(`${base}/api/staff/me`, { headers: { cookie: admin } });
    expect(((await me.json()) as { role: string }).role).toBe('admin');
  });

  it("changes another account's role or disables it, and its open session follows at once", async () => {
    const admin = await staffLogin(t, 'admin@example.edu');
    const reader = await staffLogin(t, 'reader@example.edu');
    const audit = () => fetch(`${base}/api/staff/audit`, { headers: { cookie: reader } });
    expect((await audit()).status).toBe(403);

    const promoted = await call(admin, 'PUT', { email: 'Reader@Example.edu', role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ email: 'reader@example.edu', role: 'admin' });
    expect((await audit()).status).toBe(200);

    const disabled = await call(admin, 'PUT', { email: 'reader@example.edu', disabled: true });
    expect(((await disabled.json()) as { disabled: boolean }).disabled).toBe(true);
    expect((await audit()).status).toBe(401);

    const row = (await auditRows(t)).findLast((r) => r.action === 'update-staff-account')!;
    expect(row.actor).toBe('admin@example.edu');
    expect(JSON.parse(row.detail)).toMatchObject({
      account: 'reader@example.edu',
      change: { disabled: true },
    });
  });

  it('refuses a change of your own account, an empty change, an unknown account and bad input', async () => {
    const admin = await staffLogin(t, 'admin@example.edu');
    const own = await call(admin, 'PUT', { email: 'ADMIN@example.edu', role: 'reader' });
    expect(own.status).toBe(400);
    expect(((await own.json()) as { message: string }).message).toBe(
      'You cannot change your own staff account. Ask another administrator.',
    );
    expect((await call(admin, 'PUT', { email: 'reader@example.edu' })).status).toBe(400);
    expect((await call(admin, 'PUT', { email: 'nobody@example.edu', disabled: true })).status).toBe(
      404,
    );
    for (const body of [
      { email: 'reader@example.edu', role: 'owner' },
      { email: 'reader@example.edu', disabled: 'yes' },
      { email: 'reader@example.edu', disabled: true, password: 'x' },
      { email: 'x'.repeat(300), disabled: true },
    ])
      expect((await call(admin, 'PUT', body)).status, JSON.stringify(body)).toBe(400);
    const accounts = (await (await call(admin, 'GET')).json()) as { role: string }[];
    expect(accounts.filter((a) => a.role === 'admin')).toHaveLength(2);
  });

  it('keeps one enabled admin when two admins demote or disable each other at the same moment', async () => {
    for (let round = 0; round < 6; round++) {
      const [a, b] = await Promise.all([
        staffLogin(t, 'admin@example.edu'),
        staffLogin(t, 'second@example.edu'),
      ]);
      const change = round % 2 ? { disabled: true } : { role: 'reader' };
      const answers = await Promise.all([
        call(a, 'PUT', { email: 'second@example.edu', ...change }),
        call(b, 'PUT', { email: 'admin@example.edu', ...change }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      // One wins; the other is refused, by the lock (409) or because its own session has just
      // lost its admin role (403) or ended (401).
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const admins = await t.db
        .selectFrom('staff_accounts')
        .select('email')
        .where('role', '=', 'admin')
        .where('disabled', '=', 0)
        .execute();
      expect(admins).toHaveLength(1);
      // Back to two admins for the next round.
      await t.db
        .updateTable('staff_accounts')
        .set({ role: 'admin', disabled: 0 })
        .where('email', 'in', ['admin@example.edu', 'second@example.edu'])
        .execute();
    }
  });
});
