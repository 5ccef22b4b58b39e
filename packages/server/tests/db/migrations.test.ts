import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Migrator } from 'kysely/migration';
import { migrate, MIGRATIONS } from '../../src/db/migrations.ts';
import { useStaffNameKeys } from '../../src/store/staff-name-keys.ts';
import { purgeExpired } from '../../src/store/purge-expired.ts';
import { contextOf } from '../../src/app.ts';
import {
  BACKENDS,
  createTestApp,
  jobsSettled,
  signUpAndLogIn,
  isolatedDatabase,
  type TestApp,
} from '../helpers/test-app.ts';

describe.each(BACKENDS)('migrations and housekeeping on %s', (backend) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(backend);
  });
  afterEach(() => t.close());

  it('applies every migration once (a second run changes nothing)', async () => {
    await migrate(t.database);
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

  it('fills the application summaries from the data already there (0010)', async () => {
    const database = await isolatedDatabase(backend);
    try {
      const { db } = database;
      const schema = await database.database.currentSchema();
      const before = Object.fromEntries(
        Object.entries(MIGRATIONS).filter(([name]) => name < '0010'),
      );
      const { error } = await new Migrator({
        db,
        provider: { getMigrations: async () => before },
        ...(schema ? { migrationTableSchema: schema } : {}),
      }).migrateToLatest();
      expect(error).toBeUndefined();
      const user = (id: string, email: string, at: number) => ({
        id,
        email,
        password_hash: 'x',
        confirmed: 1,
        last_page: '',
        created_at: at,
      });
      const [a, b] = [
        '00000000-0000-4000-8000-00000000000a',
        '00000000-0000-4000-8000-00000000000b',
      ];
      await db
        .insertInto('users')
        .values([user(a, 'a@example.org', 10), user(b, 'b@example.org', 20)])
        .execute();
      await db
        .insertInto('answers')
        .values([
          { user_id: a, key: 'first_name', value: '"Alma"', updated_at: 11 },
          { user_id: a, key: 'city', value: '"Nowhere"', updated_at: 11 },
        ])
        .execute();
      await db
        .insertInto('applications')
        .values({ user_id: a, revision: 3, saved_at: 12 })
        .execute();
      await db
        .insertInto('web_status')
        .values(
          ['started', 'validating', 'submitted'].map((web_status) => ({
            user_id: a,
            web_status,
            created_at: 13,
          })),
        )
        .execute();
      await db.insertInto('submissions').values({ user_id: a, submitted_at: 13 }).execute();
      await migrate(database.database);
      await useStaffNameKeys(database.database, ['first_name', 'last_name']);
      const rows = await db
        .selectFrom('application_summaries')
        .select([
          'user_id',
          'search_text',
          'status_count',
          'created_at',
          'saved_at',
          'submitted_at',
        ])
        .orderBy('user_id')
        .execute();
      expect(
        rows.map((row) => ({
          ...row,
          status_count: Number(row.status_count),
          created_at: Number(row.created_at),
          saved_at: row.saved_at === null ? null : Number(row.saved_at),
          submitted_at: row.submitted_at === null ? null : Number(row.submitted_at),
        })),
      ).toEqual([
        {
          user_id: a,
          search_text: 'a@example.org "alma"',
          status_count: 3,
          created_at: 10,
          saved_at: 12,
          submitted_at: 13,
        },
        {
          user_id: b,
          search_text: 'b@example.org',
          status_count: 0,
          created_at: 20,
          saved_at: null,
          submitted_at: null,
        },
      ]);
    } finally {
      await database.drop();
    }
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
    const ctx = contextOf(t.app);
    await purgeExpired(ctx.db, ctx.storage, ctx.limits, ctx.now());
    expect(await t.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('visitor_answers').selectAll().execute()).toEqual([]);
    expect(
      await t.db.selectFrom('login_attempts').where('success', '=', 1).selectAll().execute(),
    ).toHaveLength(1);
  });
});
