import { sql, type CompiledQuery, type QueryResult } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UnitRefusal, runWriteUnit } from '../../src/db/write-unit.ts';
import { BACKENDS, isolatedDatabase } from '../helpers/test-app.ts';

describe.each(BACKENDS)('write units on %s', (backend) => {
  let database: Awaited<ReturnType<typeof isolatedDatabase>>;
  beforeEach(async () => {
    database = await isolatedDatabase(backend);
    await sql`create table counters (id varchar(8) primary key, n integer not null)`.execute(
      database.db,
    );
    await sql`insert into counters values ('a', 0)`.execute(database.db);
  });
  afterEach(() => database.drop());

  const read = (): CompiledQuery => sql`select n from counters where id = 'a'`.compile(database.db);
  const write = (n: number): CompiledQuery =>
    sql`update counters set n = ${n} where id = 'a'`.compile(database.db);
  const stored = async () =>
    Number(
      (await sql<{ n: number }>`select n from counters where id = 'a'`.execute(database.db))
        .rows[0]!.n,
    );

  /** Reads the counter and writes it plus one: lost updates show as a total below the count. */
  function* increment(): Generator<CompiledQuery, number, QueryResult<unknown>> {
    const { rows } = (yield read()) as QueryResult<{ n: number }>;
    const next = Number(rows[0]!.n) + 1;
    yield write(next);
    return next;
  }

  /**
   * An increment as a unit: on PostgreSQL it takes its row lock first, as versioned writes do
   * (units there run side by side, each in its own transaction; the lock puts them in turn).
   */
  function* locked(): Generator<CompiledQuery, number, QueryResult<unknown>> {
    if (backend === 'postgres')
      yield sql`select n from counters where id = 'a' for update`.compile(database.db);
    return yield* increment();
  }

  it('runs read-decide-write units one at a time: 50 concurrent increments make 50', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => runWriteUnit(database.database, locked)),
    );
    expect(new Set(results).size).toBe(50);
    expect(await stored()).toBe(50);
  });

  it('undoes a refused unit alone, answering its outcome; the units around it commit', async () => {
    function* refused(): Generator<CompiledQuery, string, QueryResult<unknown>> {
      yield write(1000);
      throw new UnitRefusal('refused');
    }
    const [first, middle, last] = await Promise.all([
      runWriteUnit(database.database, locked),
      runWriteUnit<string, string>(database.database, refused),
      runWriteUnit(database.database, locked),
    ]);
    expect(middle).toBe('refused');
    expect([first, last].sort()).toEqual([1, 2]);
    expect(await stored()).toBe(2);
  });

  it('rejects with the error of a unit that fails, undoing it', async () => {
    function* failing(): Generator<CompiledQuery, void, QueryResult<unknown>> {
      yield write(7);
      yield sql`insert into counters values ('a', 1)`.compile(database.db);
    }
    await expect(runWriteUnit(database.database, failing)).rejects.toThrow();
    expect(await stored()).toBe(0);
  });
});
