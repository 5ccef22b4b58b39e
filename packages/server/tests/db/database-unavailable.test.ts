import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeDatabaseError,
  isConnectionFailure,
  isDatabaseUnavailable,
  isReportedByDatabase,
} from '../../src/db/database-unavailable.ts';
import { wasNeverSent } from '../../src/db/postgres/postgres-errors.ts';
import { isSqliteBusy } from '../../src/db/sqlite/sqlite-errors.ts';
import { PG_URL } from '../helpers/test-app.ts';

/** The error a promise rejects with (fails the test if it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** An error thrown by `work`. */
function thrownBy(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('database errors from PostgreSQL', () => {
  it('counts a refused connection as unavailable and as a connection failure', async () => {
    const client = new pg.Client({
      connectionString: `postgres://x@127.0.0.1:${await closedPort()}/x`,
    });
    const error = await rejectionOf(client.connect());
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isConnectionFailure(error)).toBe(true);
    expect(describeDatabaseError(error)).toMatchObject({ errorCode: 'ECONNREFUSED' });
    // Any service's socket could say so: only the database's own codes are its word.
    expect(isReportedByDatabase(error)).toBe(false);
  });

  it('counts a server that never answers the connection as unavailable', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket)).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    const { port } = silent.address() as AddressInfo;
    const pool = new pg.Pool({
      connectionString: `postgres://x@127.0.0.1:${port}/x`,
      connectionTimeoutMillis: 200,
    });
    const error = await rejectionOf(pool.query('select 1'));
    expect(isDatabaseUnavailable(error)).toBe(true);
    await pool.end();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  describe('on a live server', () => {
    let admin: pg.Client;
    beforeAll(async () => {
      admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
    });
    afterAll(() => admin.end());

    it('counts a terminated session as unavailable; pg then refuses to send on it at all', async () => {
      const victim = new pg.Client({ connectionString: PG_URL });
      victim.on('error', () => undefined);
      await victim.connect();
      const pid = (await victim.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!
        .pid;
      const ended = new Promise((resolve) => victim.once('end', resolve));
      const sleeping = rejectionOf(victim.query('select pg_sleep(10)'));
      await admin.query('select pg_terminate_backend($1)', [pid]);
      const terminated = await sleeping;
      await ended;
      expect(isDatabaseUnavailable(terminated)).toBe(true);
      expect(isConnectionFailure(terminated)).toBe(true);
      expect(wasNeverSent(terminated)).toBe(false);
      const refused = await rejectionOf(victim.query('select 1'));
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(wasNeverSent(refused)).toBe(true);
    });

    it('counts a statement cut off by statement_timeout as unavailable, not as a lost connection', async () => {
      await admin.query('set statement_timeout = 50');
      const error = await rejectionOf(admin.query('select pg_sleep(2)'));
      await admin.query('set statement_timeout = 0');
      expect(describeDatabaseError(error)).toMatchObject({ errorCode: '57014' });
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isReportedByDatabase(error)).toBe(true);
      expect(isConnectionFailure(error)).toBe(false);
    });

    it('does not count a constraint violation or a bad statement', async () => {
      await admin.query('create temporary table once (id int primary key)');
      await admin.query('insert into once values (1)');
      const duplicate = await rejectionOf(admin.query('insert into once values (1)'));
      const missing = await rejectionOf(admin.query('select * from no_such_table'));
      for (const error of [duplicate, missing]) {
        expect(isDatabaseUnavailable(error)).toBe(false);
        expect(isConnectionFailure(error)).toBe(false);
      }
    });
  });
});

describe('database errors from SQLite', () => {
  let dir: string;
  let path: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'admit-unavailable-'));
    path = join(dir, 'test.sqlite');
    const db = new DatabaseSync(path);
    db.exec('PRAGMA journal_mode = WAL; create table t (k text primary key)');
    db.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts a write lock held by another connection as busy and unavailable', () => {
    const holder = new DatabaseSync(path);
    const writer = new DatabaseSync(path, { timeout: 0 });
    holder.exec('BEGIN IMMEDIATE');
    const error = thrownBy(() => writer.exec("insert into t values ('a')"));
    holder.exec('ROLLBACK');
    holder.close();
    writer.close();
    expect(isSqliteBusy(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('counts a write to a read-only database as unavailable', () => {
    const reader = new DatabaseSync(path, { readOnly: true });
    const error = thrownBy(() => reader.exec("insert into t values ('b')"));
    reader.close();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isSqliteBusy(error)).toBe(false);
  });

  it('counts a full database as unavailable', () => {
    const db = new DatabaseSync(join(dir, 'full.sqlite'));
    db.exec('create table big (v text)');
    db.exec('PRAGMA max_page_count = 3');
    const error = thrownBy(() => {
      for (let i = 0; i < 100; i++) db.prepare('insert into big values (?)').run('x'.repeat(1000));
    });
    db.close();
    expect(describeDatabaseError(error)).toMatchObject({ errorCode: 'SQLITE_FULL' });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isReportedByDatabase(error)).toBe(true);
  });

  it('counts a database that cannot be opened as unavailable', () => {
    const error = thrownBy(() => new DatabaseSync(join(dir, 'no', 'such', 'dir', 'x.sqlite')));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('does not count a constraint violation', () => {
    const db = new DatabaseSync(path);
    db.exec("insert into t values ('c')");
    const error = thrownBy(() => db.exec("insert into t values ('c')"));
    db.close();
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
