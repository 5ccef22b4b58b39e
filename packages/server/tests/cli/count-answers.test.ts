import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_COUNT_QUERY,
  EXPECTED_ANSWER_COUNTS,
  seedAnswerCountApplications,
} from '../helpers/answer-count-fixture.ts';
import { BACKENDS, migratedDatabase } from '../helpers/test-app.ts';

const CLI = new URL('../../src/cli/count-answers.ts', import.meta.url).pathname;

/** Runs `npm run count-answers` as config-lint does: the query on stdin, the counts on stdout. */
function countAnswers(
  args: string[],
  stdin: string,
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, DATABASE_URL: '', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(stdin);
  });
}

describe.each(BACKENDS)('npm run count-answers on %s', (backend) => {
  it('counts in the database DATABASE_URL and DATA_DIR name, as the server reads them', async () => {
    const database = await migratedDatabase(backend);
    try {
      await seedAnswerCountApplications(database);
      const { code, stdout } = await countAnswers([], JSON.stringify(ANSWER_COUNT_QUERY), {
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
      });
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toEqual(EXPECTED_ANSWER_COUNTS);
    } finally {
      await database.drop();
    }
  });

  it('counts in the database --database-url names', async () => {
    const database = await migratedDatabase(backend);
    try {
      await seedAnswerCountApplications(database);
      const url = database.databaseUrl || join(database.dataDir, 'admit.sqlite');
      const { code, stdout } = await countAnswers(
        ['--database-url', url],
        JSON.stringify({ answered: ['last_name'] }),
      );
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toEqual({
        answered: { last_name: 2 },
        answeredWith: {},
        unansweredInProgress: {},
      });
    } finally {
      await database.drop();
    }
  });
});

describe('npm run count-answers, refusing', () => {
  it('a SQLite file that is not there, and makes none (exit 1)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'count-answers-'));
    try {
      const file = join(dir, 'admit.sqlite');
      const { code, stderr } = await countAnswers(['--database-url', file], '{}');
      expect(code).toBe(1);
      expect(stderr).toContain(`There is no database at ${file}.`);
      const fromEnv = await countAnswers([], '{}', { DATA_DIR: dir });
      expect(fromEnv.code).toBe(1);
      expect(existsSync(file)).toBe(false);
      expect(existsSync(join(dir, 'secret'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['not JSON', 'answered: last_name'],
    ['a list of keys that is not one', '{"answered": "last_name"}'],
    ['a member it does not know', '{"answerd": ["last_name"]}'],
  ])('a query that is %s, with its usage (exit 2)', async (_, query) => {
    const { code, stderr } = await countAnswers(['--database-url', '/nowhere.sqlite'], query);
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: npm run count-answers');
  });
});
