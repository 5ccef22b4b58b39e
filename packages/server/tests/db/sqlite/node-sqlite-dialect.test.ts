import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NodeSqliteDialect } from '../../../src/db/sqlite/node-sqlite-dialect.ts';

interface Db {
  items: { id: number; name: string; flag: number | null };
}

describe('NodeSqliteDialect with Kysely', () => {
  let dir: string;
  let db: Kysely<Db>;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'admit-sqlite-'));
    db = new Kysely<Db>({ dialect: new NodeSqliteDialect({ path: join(dir, 'x.sqlite') }) });
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('flag', 'integer')
      .execute();
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs in WAL mode with synchronous FULL', async () => {
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(mode.rows[0]!.journal_mode).toBe('wal');
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(sync.rows[0]!.synchronous).toBe(2);
  });

  it('starts a transaction once another process lets go of the write lock; reads go on meanwhile', async () => {
    const outside = new DatabaseSync(join(dir, 'x.sqlite'));
    outside.exec('BEGIN IMMEDIATE');
    let settled = false;
    const transaction = db
      .transaction()
      .execute((trx) => trx.insertInto('items').values({ id: 1, name: 'a', flag: null }).execute())
      .finally(() => (settled = true));
    expect(await db.selectFrom('items').selectAll().execute()).toEqual([]);
    expect(settled).toBe(false);
    outside.exec('ROLLBACK');
    await transaction;
    expect(outside.prepare('select id from items').all()).toEqual([{ id: 1 }]);
    outside.close();
  });

  it('inserts, selects, updates and counts affected rows', async () => {
    const insert = await db
      .insertInto('items')
      .values({ id: 1, name: 'a', flag: null })
      .executeTakeFirst();
    expect(insert.insertId).toBe(1n);
    const update = await db
      .updateTable('items')
      .set({ name: 'b' })
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(update.numUpdatedRows).toBe(1n);
    expect(await db.selectFrom('items').selectAll().execute()).toEqual([
      { id: 1, name: 'b', flag: null },
    ]);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('items').values({ id: 1, name: 'a', flag: 1 }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.selectFrom('items').selectAll().execute()).toEqual([]);
  });

  it('serialises concurrent transactions on the one connection', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('items')
            .values({ id: i, name: `n${i}`, flag: null })
            .execute();
          await new Promise((r) => setTimeout(r, 1));
          await trx.updateTable('items').set({ flag: i }).where('id', '=', i).execute();
        }),
      ),
    );
    const rows = await db.selectFrom('items').select(['id', 'flag']).execute();
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.id === r.flag)).toBe(true);
  });

  it('streams select results', async () => {
    await db
      .insertInto('items')
      .values([
        { id: 1, name: 'a', flag: null },
        { id: 2, name: 'b', flag: null },
      ])
      .execute();
    const names: string[] = [];
    for await (const row of db.selectFrom('items').select('name').orderBy('id').stream())
      names.push(row.name);
    expect(names).toEqual(['a', 'b']);
  });
});
