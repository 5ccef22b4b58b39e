import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli as run } from '../corpus/run-cli.ts';
import { BASE_DIR } from '../corpus/broken-folder-files.ts';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Json = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
const writeJson = (path: string, value: unknown) =>
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/**
 * The base folder as an office edits it: last_name deleted (and taken out of the applicant's
 * name), gender X removed, a required question added (nickname) and resident_years shown on
 * another answer.
 */
function editedFolder(root: string): string {
  const dir = join(root, 'next');
  cpSync(BASE_DIR, dir, { recursive: true });
  const aboutFile = join(dir, 'pages', 'about.json');
  const about = readJson(aboutFile) as {
    sections: { id: string; children: Json[] }[];
  };
  const name = about.sections.find((s) => s.id === 'name')!;
  name.children = name.children.map((child) =>
    child.key === 'last_name'
      ? { type: 'text', key: 'nickname', label: 'Nickname', required: true }
      : child,
  );
  const residency = about.sections.find((s) => s.id === 'residency')!;
  const details = residency.children.find((c) => c.id === 'resident_details')!;
  details.visibleWhen = { valueKey: 'resident', operator: 'equals', target: 'N' };
  writeJson(aboutFile, about);
  const model = readJson(join(dir, 'data-model.json'));
  delete model.last_name;
  model.nickname = { type: 'string' };
  writeJson(join(dir, 'data-model.json'), model);
  // Nor does it name the applicant: config-lint refuses a name answer that no page asks.
  const partner = readJson(join(dir, 'partner.json')) as { applicantName: { full: string[] } };
  partner.applicantName.full = ['first_name'];
  writeJson(join(dir, 'partner.json'), partner);
  const genders = JSON.parse(readFileSync(join(dir, 'options', 'genders.json'), 'utf8')) as {
    value: string;
  }[];
  writeJson(
    join(dir, 'options', 'genders.json'),
    genders.filter((g) => g.value !== 'X'),
  );
  return dir;
}

/** Stored answers as the server keeps them (values JSON text), for three applicants. */
const ROWS: [string, string, string][] = [
  ['u1', 'last_name', '"Lovelace"'],
  ['u1', 'gender', '"X"'],
  ['u1', 'resident_years', '"3"'],
  ['u2', 'last_name', '"Hopper"'],
  ['u2', 'gender', '"F"'],
  ['u3', 'first_name', '"Ada"'],
];
/** u3 submitted: a new required question does not touch it. */
const SUBMITTED = ['u3'];

let root: string;
let next: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'config-lint-against-'));
  next = editedFolder(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('config-lint --against', () => {
  it('lists deleted questions, removed options, new required questions and changed conditions', async () => {
    const { code, stdout } = await run(['--against', BASE_DIR, next]);
    expect(code).toBe(0);
    expect(stdout).toContain('Deleted questions:\n    last_name "Last Name" (page about)');
    expect(stdout).toContain('Removed options:\n    gender "Gender": X');
    expect(stdout).toContain(
      'New required questions:\n    nickname "Nickname" (page about, new question)',
    );
    expect(stdout).toContain(
      'Changed conditions:\n    resident_years "How many years?": visibility',
    );
    expect(stdout).toContain('give --database-url');
  });

  it('reports the change as JSON with --json', async () => {
    const { stdout } = await run(['--json', '--against', BASE_DIR, next]);
    const report = JSON.parse(stdout) as { impact: { deletedQuestions: { key: string }[] } };
    expect(report.impact.deletedQuestions.map((q) => q.key)).toEqual(['last_name']);
  });

  it('finds no change against itself', async () => {
    const { code, stdout } = await run(['--against', BASE_DIR, BASE_DIR]);
    expect(code).toBe(0);
    expect(stdout).toContain('Deleted questions: none');
    expect(stdout).toContain('Changed conditions: none');
  });

  it('refuses --against with more than one folder, and --database-url without --against (exit 2)', async () => {
    expect((await run(['--against', BASE_DIR, next, BASE_DIR])).code).toBe(2);
    expect((await run(['--database-url', 'x.sqlite', next])).code).toBe(2);
  });

  it('exits 1 when the previous folder cannot be read', async () => {
    const { code, stderr } = await run(['--against', join(root, 'missing'), next]);
    expect(code).toBe(1);
    expect(stderr).toContain('missing');
  });
});

const EXPECTED_COUNTS = [
  'last_name "Last Name" (page about) (applications with an answer: 2)',
  'gender "Gender": X (applications with one of them: 1)',
  'nickname "Nickname" (page about, new question) (applications in progress without an answer: 2)',
  'resident_years "How many years?": visibility (applications with an answer: 1)',
];

describe('config-lint --against --database-url on sqlite', () => {
  it('counts the stored applications each change touches', async () => {
    const file = join(root, 'admit.sqlite');
    const db = new DatabaseSync(file);
    db.exec('create table answers (user_id text, key text, value text)');
    db.exec('create table submissions (user_id text)');
    for (const row of ROWS) db.prepare('insert into answers values (?, ?, ?)').run(...row);
    for (const id of SUBMITTED) db.prepare('insert into submissions values (?)').run(id);
    db.close();
    const { code, stdout } = await run(['--against', BASE_DIR, '--database-url', file, next]);
    expect(code).toBe(0);
    for (const line of EXPECTED_COUNTS) expect(stdout).toContain(line);
  });
});

describe('config-lint --against --database-url on postgres', () => {
  const schema = `lint_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  afterAll(async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('counts the stored applications each change touches', async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.query(`create table ${schema}.answers (user_id text, key text, value text)`);
    await client.query(`create table ${schema}.submissions (user_id text)`);
    for (const row of ROWS)
      await client.query(`insert into ${schema}.answers values ($1, $2, $3)`, row);
    for (const id of SUBMITTED)
      await client.query(`insert into ${schema}.submissions values ($1)`, [id]);
    await client.end();
    const url = `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const { code, stdout } = await run(['--against', BASE_DIR, '--database-url', url, next]);
    expect(code).toBe(0);
    for (const line of EXPECTED_COUNTS) expect(stdout).toContain(line);
  });
});
