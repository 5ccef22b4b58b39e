import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase } from '../../src/db/create-database.ts';
import { migrate } from '../../src/db/migrations.ts';
import { createPgSchema, PG_URL } from './pg-schema.ts';

export type Backend = 'sqlite' | 'postgres';
/** Every server suite runs on both. */
export const BACKENDS: Backend[] = ['sqlite', 'postgres'];

export { PG_URL } from './pg-schema.ts';

const SRC_DB = fileURLToPath(new URL('../../src/db/', import.meta.url));

/**
 * What the migrated schema depends on: the migration files. A change to any of them makes a new
 * template, so a test never runs on a schema the current migrations would not make.
 */
function migrationsHash(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(SRC_DB, 'migrations.ts')));
  for (const file of readdirSync(join(SRC_DB, 'migrations')).sort())
    hash.update(file).update(readFileSync(join(SRC_DB, 'migrations', file)));
  return hash.digest('hex').slice(0, 12);
}

let sqliteTemplate: Promise<string> | undefined;
let postgresTemplate: Promise<string> | undefined;

/**
 * A SQLite file the migrations made, shared by every test process of this run and the next (its
 * name holds the migrations' hash): written elsewhere and renamed into place, so a process never
 * copies a half-written one.
 */
function sqliteTemplateFile(): Promise<string> {
  return (sqliteTemplate ??= (async () => {
    const file = join(tmpdir(), `admit-test-template-${migrationsHash()}.sqlite`);
    if (existsSync(file)) return file;
    const dir = mkdtempSync(join(tmpdir(), 'admit-template-'));
    const database = createDatabase({ dataDir: dir });
    await migrate(database);
    await database.destroy();
    renameSync(join(dir, 'admit.sqlite'), file);
    rmSync(dir, { recursive: true, force: true });
    return file;
  })());
}

const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const urlOf = (database: string) => {
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * A PostgreSQL database the migrations made, to copy with CREATE DATABASE … TEMPLATE (a file copy
 * inside the server). Made once per migrations' hash under an advisory lock, so test processes
 * starting together make it once.
 */
function postgresTemplateDatabase(): Promise<string> {
  return (postgresTemplate ??= admin(async (client) => {
    const name = `admit_test_template_${migrationsHash()}`;
    await client.query(`select pg_advisory_lock(hashtext($1))`, [name]);
    try {
      const found = await client.query(`select 1 from pg_database where datname = $1`, [name]);
      if (found.rowCount) return name;
      // Templates of earlier migrations are of no more use.
      const stale = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like 'admit\\_test\\_template\\_%' and datname <> $1`,
        [name],
      );
      for (const { datname } of stale.rows)
        await client.query(`drop database if exists ${datname} with (force)`);
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await client.query(`create database ${building}`);
      const database = createDatabase({
        databaseUrl: urlOf(building),
        dataDir: tmpdir(),
        poolSize: 1,
      });
      try {
        await migrate(database);
      } finally {
        await database.destroy();
      }
      await client.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext($1))`, [name]);
    }
  }));
}

/**
 * A migrated database of its own for one test app (`db`: Kysely on it, `database`: the whole
 * DatabaseBackend), copied from a template the migrations made
 * (migrating each time took most of a test's setup): a SQLite file in a temp folder, or a
 * PostgreSQL database. `isolatedDatabase` gives an empty one, for tests of migrating itself.
 */
export async function migratedDatabase(backend: Backend) {
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-server-'));
  if (backend === 'sqlite') {
    copyFileSync(await sqliteTemplateFile(), join(dataDir, 'admit.sqlite'));
    const database = createDatabase({ dataDir });
    return {
      db: database.db,
      database,
      dataDir,
      databaseUrl: '',
      async drop() {
        await database.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const template = await postgresTemplateDatabase();
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database ${name} template ${template}`));
  const databaseUrl = urlOf(name);
  const database = createDatabase({ databaseUrl, dataDir, poolSize: 5 });
  return {
    db: database.db,
    database,
    dataDir,
    databaseUrl,
    async drop() {
      await database.destroy();
      // Anything the test left connected (a child process, the job queue) goes with it.
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An isolated database for one test app: a temp SQLite folder, or a fresh PostgreSQL schema. */
export async function isolatedDatabase(backend: Backend) {
  const dataDir = mkdtempSync(join(tmpdir(), 'admit-server-'));
  if (backend === 'sqlite') {
    const database = createDatabase({ dataDir });
    return {
      db: database.db,
      database,
      dataDir,
      databaseUrl: '',
      schemaUrl: '',
      async drop() {
        await database.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = await createPgSchema('t');
  const database = createDatabase({
    databaseUrl: PG_URL,
    dataDir,
    pgSchema: schema.name,
    poolSize: 5,
  });
  return {
    db: database.db,
    database,
    dataDir,
    databaseUrl: PG_URL,
    /** A URL that selects this schema (for child processes such as the CLI). */
    schemaUrl: schema.url,
    async drop() {
      await database.destroy();
      await schema.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
