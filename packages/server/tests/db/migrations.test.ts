import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrations.ts';
import { purgeExpired } from '../../src/store/purge-expired.ts';
import { contextOf } from '../../src/app.ts';
import {
  BACKENDS,
  createTestApp,
  jobsSettled,
  signUpAndLogIn,
  type TestApp,
} from '../helpers/test-app.ts';

describe.each(BACKENDS)('migrations and housekeeping on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
  });
  afterEach(() => t.close());

  it('applies every migration once (a second run changes nothing)', async () => {
    await migrate(t.db);
    const tables = await t.db.introspection.getTables();
    const names = tables.map((table) => table.name);
    for (const name of [
      'users',
      'sessions',
      'codes',
      'login_attempts',
      'answers',
      'web_status',
      'add_another',
      'tabs',
      'validations',
      'submissions',
      'visitor_answers',
      'audit_log',
      'login_guards',
      'rate_counters',
      'mail_outbox',
    ])
      expect(names).toContain(name);
  });

  it('keeps the audit log append-only in the database', async () => {
    await t.db
      .insertInto('audit_log')
      .values({
        id: 'a1',
        at: 1,
        actor: 'x',
        action: 'read-application',
        user_id: 'u',
        detail: '{}',
      })
      .execute();
    await expect(t.db.updateTable('audit_log').set({ actor: 'y' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom('audit_log').select('actor').execute()).toEqual([{ actor: 'x' }]);
  });

  it('purges revoked sessions and expired visitor answer sets, keeping successful logins', async () => {
    const cookie = await signUpAndLogIn(t, 'purge@example.org');
    await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    await t.db
      .insertInto('visitor_answers')
      .values({ token_hash: 'h', answers: '{}', created_at: 0, expires_at: 1 })
      .execute();
    await jobsSettled(t.app);
    await purgeExpired(contextOf(t.app));
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('visitor_answers').selectAll().execute()).toEqual([]);
    expect(
      await t.db.selectFrom('login_attempts').where('success', '=', 1).selectAll().execute(),
    ).toHaveLength(1);
  });
});
