import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConnectionLock } from '../../../src/db/sqlite/connection-lock.ts';
import { isSqliteBusy } from '../../../src/db/sqlite/sqlite-errors.ts';
import { GroupCommit } from '../../../src/db/sqlite/group-commit.ts';
import { NodeSqliteDialect } from '../../../src/db/sqlite/node-sqlite-dialect.ts';
import { StatementCache } from '../../../src/db/sqlite/statement-cache.ts';

interface Db {
  items: { id: number; name: string };
  children: { id: number; parent_id: number };
}

describe('group commit on node:sqlite', () => {
  let dir: string;
  let path: string;
  let db: Kysely<Db>;
  let batches: number[];
  /** A second connection: it sees only what is committed. */
  let outside: DatabaseSync;
  const committedIds = () =>
    (outside.prepare('select id from items order by id').all() as Array<{ id: number }>).map(
      (row) => row.id,
    );

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'admit-group-'));
    path = join(dir, 'x.sqlite');
    batches = [];
    db = new Kysely<Db>({
      dialect: new NodeSqliteDialect({ path, onGroupCommit: (writes) => batches.push(writes) }),
    });
    await sql`create table items (id integer primary key, name text not null)`.execute(db);
    await sql`create table children (id integer primary key,
      parent_id integer not null references items (id) deferrable initially deferred)`.execute(db);
    outside = new DatabaseSync(path);
  });
  afterEach(async () => {
    outside.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const insert = (id: number, name = `n${id}`) =>
    db.insertInto('items').values({ id, name }).execute();

  it('commits concurrent writes together, each answering only once it is committed', async () => {
    const seenWhenAnswered: boolean[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, id) =>
        insert(id).then(() => seenWhenAnswered.push(committedIds().includes(id))),
      ),
    );
    expect(seenWhenAnswered).toEqual(Array.from({ length: 20 }, () => true));
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(20);
    expect(batches.length).toBeLessThan(20);
  });

  it('runs writes in the order they were made', async () => {
    await insert(1, 'start');
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db
          .updateTable('items')
          .set({ name: `v${i}` })
          .where('id', '=', 1)
          .execute(),
      ),
    );
    expect(outside.prepare('select name from items where id = 1').get()).toEqual({ name: 'v29' });
  });

  it('fails a bad write alone: its batch-mates are committed', async () => {
    await insert(5);
    batches = [];
    const results = await Promise.allSettled([insert(1), insert(5), insert(2), insert(3)]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(committedIds()).toEqual([1, 2, 3, 5]);
    expect(batches).toEqual([4]);
  });

  it('redoes the others alone when a write makes SQLite roll the whole transaction back', async () => {
    await insert(5);
    const rollback = sql`insert or rollback into items (id, name) values (5, 'again')`;
    const rollbackInsert = db.insertInto('items').values({ id: 5, name: 'again' });
    // The raw statement is no Kysely insert node; build the same write as one.
    const bad = db.executeQuery({
      ...rollbackInsert.compile(),
      sql: rollback.compile(db).sql,
      parameters: [],
    });
    const results = await Promise.allSettled([insert(1), bad, insert(2)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedIds()).toEqual([1, 2, 5]);
  });

  it('redoes the others alone when the COMMIT fails (a deferred foreign key)', async () => {
    await insert(1);
    const child = (id: number, parent: number) =>
      db.insertInto('children').values({ id, parent_id: parent }).execute();
    const results = await Promise.allSettled([child(1, 1), child(2, 999), child(3, 1)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outside.prepare('select id from children order by id').all()).toEqual([
      { id: 1 },
      { id: 3 },
    ]);
  });

  it('never lets a write join an open transaction; it commits after that one ends', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('items').values({ id: 1, name: 'in transaction' }).execute();
    const outsideWrite = insert(2);
    const outsideRead = db.selectFrom('items').select('id').execute();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(committedIds()).toEqual([]);
    await trx.rollback().execute();
    await outsideWrite;
    expect(await outsideRead).toEqual([]);
    expect(committedIds()).toEqual([2]);
  });

  it('waits for a write lock another process holds without stopping the event loop', async () => {
    outside.exec('BEGIN IMMEDIATE');
    let settled = false;
    const writes = Promise.all([insert(1), insert(2)]).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    outside.exec('ROLLBACK');
    await writes;
    expect(committedIds()).toEqual([1, 2]);
  });

  it('fails a write kept out past its busy timeout with SQLITE_BUSY; the next one commits', async () => {
    const impatient = new Kysely<Db>({
      dialect: new NodeSqliteDialect({ path, busyTimeoutMs: 200 }),
    });
    await impatient.selectFrom('items').selectAll().execute();
    outside.exec('BEGIN IMMEDIATE');
    const refused = await impatient
      .insertInto('items')
      .values({ id: 1, name: 'kept out' })
      .execute()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    outside.exec('ROLLBACK');
    expect(isSqliteBusy(refused)).toBe(true);
    await impatient.insertInto('items').values({ id: 2, name: 'let in' }).execute();
    await impatient.destroy();
    expect(committedIds()).toEqual([2]);
  });

  it('drain commits what is queued (the driver drains before closing)', async () => {
    const direct = new DatabaseSync(path);
    const commits = new GroupCommit({
      db: direct,
      statements: new StatementCache(direct, 4),
      lock: new ConnectionLock(),
    });
    let answered = false;
    const pending = commits
      .write('insert into items (id, name) values (?, ?)', [7, 'seven'])
      .then(() => (answered = true));
    expect(committedIds()).toEqual([]);
    await commits.drain();
    expect(committedIds()).toEqual([7]);
    await pending;
    expect(answered).toBe(true);
    direct.close();
  });
});
