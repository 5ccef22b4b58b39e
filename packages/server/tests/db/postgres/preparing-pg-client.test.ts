import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src/db/create-database.ts';
import {
  createPreparingPool,
  preparingClient,
  type PreparingClient,
} from '../../../src/db/postgres/preparing-pg-client.ts';
import { PG_URL } from '../../helpers/test-app.ts';

describe('preparingClient (PostgreSQL)', () => {
  let client: PreparingClient;
  const open = async (max: number) => {
    const Client = preparingClient(max);
    client = new Client({ connectionString: PG_URL });
    await client.connect();
  };
  /** The statements this connection holds prepared on the server. */
  const prepared = async () =>
    (
      await client.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by prepare_time',
      )
    ).rows.map((row) => row.statement);

  beforeEach(() => open(2));
  afterEach(() => client.end());

  it('prepares a parameterised query once and reuses it', async () => {
    for (const value of [1, 2, 3])
      expect((await client.query('select $1::int as x', [value])).rows).toEqual([{ x: value }]);
    expect(await prepared()).toEqual(['select $1::int as x']);
  });

  it('leaves queries without parameters unprepared', async () => {
    await client.query('select 1 as one');
    await client.query('select 1 as one', []);
    expect(await prepared()).toEqual([]);
  });

  it('pushes out the least recently used statement past its size and drops it when told', async () => {
    await client.query('select $1::int as a', [1]);
    await client.query('select $1::int as b', [1]);
    await client.query('select $1::int as a', [2]); // a is now the most recent
    await client.query('select $1::int as c', [1]); // pushes b out
    expect(await prepared()).toHaveLength(3);
    client.dropEvicted();
    expect(await prepared()).toEqual(['select $1::int as a', 'select $1::int as c']);
    expect((await client.query('select $1::int as b', [7])).rows).toEqual([{ b: 7 }]);
    client.dropEvicted();
    expect(await prepared()).toEqual(['select $1::int as c', 'select $1::int as b']);
  });

  it('never disturbs a transaction and keeps working after failed statements', async () => {
    await expect(client.query('select $1::int as x from no_such_table', [1])).rejects.toThrow(
      /no_such_table/,
    );
    expect((await client.query('select $1::int as x', [1])).rows).toEqual([{ x: 1 }]);
    await client.query('begin');
    // Two new statements push out the failed one and x while the transaction is open.
    expect((await client.query('select $1::int as y', [2])).rows).toEqual([{ y: 2 }]);
    expect((await client.query('select $1::int as z', [3])).rows).toEqual([{ z: 3 }]);
    await client.query('commit');
    client.dropEvicted();
    expect(await prepared()).toEqual(['select $1::int as y', 'select $1::int as z']);
    expect((await client.query('select $1::int as x', [5])).rows).toEqual([{ x: 5 }]);
  });

  it('a pool drops pushed-out statements when it gets a client back', async () => {
    const pool = createPreparingPool({ connectionString: PG_URL, max: 1 }, 2);
    try {
      for (const name of ['a', 'b', 'c', 'd']) await pool.query(`select $1::int as ${name}`, [1]);
      const { rows } = await pool.query('select count(*)::int as n from pg_prepared_statements');
      expect(rows).toEqual([{ n: 2 }]);
    } finally {
      await pool.end();
    }
  });

  it('createDatabase prepares statements unless told 0', async () => {
    for (const [preparedStatements, expected] of [
      [undefined, 1],
      [0, 0],
    ] as const) {
      const { db } = createDatabase({
        databaseUrl: PG_URL,
        dataDir: tmpdir(),
        poolSize: 1,
        preparedStatements,
      });
      try {
        await sql`select ${1}::int as x`.execute(db);
        const { rows } = await sql<{
          n: number;
        }>`select count(*)::int as n from pg_prepared_statements`.execute(db);
        expect(rows).toEqual([{ n: expected }]);
      } finally {
        await db.destroy();
      }
    }
  });

  it('refuses a size below one', () => {
    expect(() => preparingClient(0)).toThrow(RangeError);
  });
});
