import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AnswerCountQuery, AnswerCounts } from './answer-count-query.ts';

/**
 * The server's `count-answers` command (`npm run count-answers`), found where the server package
 * is installed. It is run, never imported: the server imports config-lint, and only the server
 * knows its tables and how it seals answers.
 */
function countAnswersCommand(): string {
  const serverEntry = createRequire(import.meta.url).resolve('@admit/server');
  return join(dirname(serverEntry), 'cli', 'count-answers.ts');
}

/**
 * Runs the server's `count-answers` on `query` with this Node, on the database `databaseUrl` names
 * (`postgres://...`, or the path of the server's SQLite file); resolves to its answer.
 */
export function runCountAnswers(
  databaseUrl: string,
  query: AnswerCountQuery,
): Promise<AnswerCounts> {
  let command: string;
  try {
    command = countAnswersCommand();
  } catch {
    return Promise.reject(
      new Error('counting needs the Admit server (@admit/server), which is not installed here'),
    );
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [command, '--database-url', databaseUrl], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0)
        return reject(new Error(stderr.trim() || `count-answers exited with code ${code}`));
      try {
        resolve(JSON.parse(stdout) as AnswerCounts);
      } catch {
        reject(new Error(`count-answers answered what is not JSON: ${stdout.slice(0, 200)}`));
      }
    });
    child.stdin.end(JSON.stringify(query));
  });
}
