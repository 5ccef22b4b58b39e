import type { AnswerCountQuery } from '@admit/config-lint';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { createDatabase, databaseKind } from '../db/create-database.ts';
import type { DatabaseBackend } from '../db/database-backend.ts';
import { countAnswers } from '../store/answer-counts.ts';

const USAGE = `Usage: npm run count-answers -- [--database-url <postgres://... | path of admit.sqlite>] < query.json
Counts stored applications by answer key (what config-lint --against reports). Reads on stdin
{"answered": [key...], "answeredWith": {key: [value...]}, "unansweredInProgress": [key...]}
and prints {"answered": {key: n}, "answeredWith": {key: n | null}, "unansweredInProgress": {key: n}}
(null: the key's answers are sealed, their values cannot be compared). The database is
--database-url, else DATABASE_URL or DATA_DIR/admit.sqlite as the server reads them.`;

const isKeys = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((key) => typeof key === 'string');

/** Whether `value` is an AnswerCountQuery (members optional, nothing else). */
function isQuery(value: unknown): value is AnswerCountQuery {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { answered, answeredWith, unansweredInProgress, ...rest } = value as Record<
    string,
    unknown
  >;
  return (
    Object.keys(rest).length === 0 &&
    (answered === undefined || isKeys(answered)) &&
    (unansweredInProgress === undefined || isKeys(unansweredInProgress)) &&
    (answeredWith === undefined ||
      (typeof answeredWith === 'object' &&
        answeredWith !== null &&
        Object.values(answeredWith).every(Array.isArray)))
  );
}

/**
 * The database to count in, opened without migrating, and never made: `target` (a PostgreSQL URL,
 * or the path of a SQLite file, `sqlite:` or `file:` before it allowed), else the server's own.
 */
function openDatabase(target: string | undefined): DatabaseBackend {
  // Only the database settings are read: counting opens no sealed value, so no secret is made.
  const env = target === undefined ? loadEnv({ ...process.env, SECRET: 'unused' }) : undefined;
  const databaseUrl = target ?? env!.databaseUrl;
  if (databaseKind({ databaseUrl }) === 'postgres')
    return createDatabase({ databaseUrl, dataDir: '', poolSize: 1 });
  const path =
    target === undefined
      ? join(env!.dataDir, 'admit.sqlite')
      : target.replace(/^(sqlite|file):(\/\/)?/, '');
  if (!existsSync(path)) throw new Error(`There is no database at ${path}.`);
  return createDatabase({ dataDir: '', sqlitePath: path });
}

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

/**
 * `npm run count-answers`: how many stored applications each answer key of a query touches, for
 * config-lint's `--against`, which reads no database itself: the server owns its tables.
 */
async function main(args: string[]): Promise<number> {
  let target: string | undefined;
  try {
    target = parseArgs({ args, options: { 'database-url': { type: 'string' } } }).values[
      'database-url'
    ];
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (process.stdin.isTTY) {
    console.error(USAGE);
    return 2;
  }
  let query: unknown;
  try {
    query = JSON.parse(await readStdin());
  } catch {
    query = undefined;
  }
  if (!isQuery(query)) {
    console.error(`The query on stdin is not one this command reads.\n${USAGE}`);
    return 2;
  }
  const database = openDatabase(target);
  try {
    console.log(JSON.stringify(await countAnswers(database.db, query)));
    return 0;
  } finally {
    await database.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
