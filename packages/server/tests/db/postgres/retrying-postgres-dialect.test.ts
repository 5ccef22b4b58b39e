import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../src/db/database-unavailable.ts';
import type { Database } from '../../../src/db/schema.ts';
import { schemaOf } from '../../helpers/job-schema.ts';
import { PG_URL, isolatedDatabase } from '../../helpers/test-app.ts';

/** A table of its own in the isolated schema, so rows can be counted exactly. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table outside the app's schema.
type Untyped = Kysely<any>;

describe('RetryingPostgresDialect (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  let db: Untyped;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await isolatedDatabase('postgres');
    db = database.db as Kysely<Database> as Untyped;
    await sql`create table notes (id int primary key)`.execute(db);
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await database.drop();
  });

  /** Ends the server side of the connection `pid` and waits until it is gone. */
  async function terminate(pid: number): Promise<void> {
    await admin.query('select pg_terminate_backend($1)', [pid]);
    while ((await admin.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount)
      await sleep(10);
    // Let this process read the end of the socket, as it would between two requests.
    await sleep(50);
  }

  const pidOf = async (executor: Untyped): Promise<number> =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(executor)).rows[0]!.pid;

  const count = async (): Promise<number> =>
    Number(
      (
        await admin.query(
          `select count(*) as n from ${schemaOf({ databaseUrl: database.schemaUrl })}.notes`,
        )
      ).rows[0].n,
    );

  it('runs a read whose connection died again on a fresh connection', async () => {
    await db.connection().execute(async (connection) => {
      const before = await pidOf(connection);
      await terminate(before);
      expect(await connection.selectFrom('notes').selectAll().execute()).toEqual([]);
      expect(await pidOf(connection)).not.toBe(before);
    });
  });

  it('runs a write pg never sent (its connection was known dead) on a fresh connection', async () => {
    await db.connection().execute(async (connection) => {
      await terminate(await pidOf(connection));
      await connection.insertInto('notes').values({ id: 1 }).execute();
    });
    expect(await count()).toBe(1);
  });

  it('does not run again a write whose connection died under it (it may have committed)', async () => {
    await db.connection().execute(async (connection) => {
      const pid = await pidOf(connection);
      const write = connection
        .insertInto('notes')
        .expression((eb) => eb.selectFrom(sql`pg_sleep(2)`.as('s')).select(sql<number>`2`.as('id')))
        .execute()
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      while (
        !(
          await admin.query(
            "select 1 from pg_stat_activity where pid = $1 and wait_event = 'PgSleep'",
            [pid],
          )
        ).rowCount
      )
        await sleep(10);
      await admin.query('select pg_terminate_backend($1)', [pid]);
      const error = await write;
      expect(isDatabaseUnavailable(error)).toBe(true);
    });
    expect(await count()).toBe(1);
  });

  it('never runs a statement again inside a transaction', async () => {
    const outcome = db
      .transaction()
      .execute(async (trx) => {
        await terminate(await pidOf(trx));
        await trx.selectFrom('notes').selectAll().execute();
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(await outcome)).toBe(true);
    // The pool is healthy afterwards.
    expect(await db.selectFrom('notes').select('id').execute()).toEqual([{ id: 1 }]);
  });
});
