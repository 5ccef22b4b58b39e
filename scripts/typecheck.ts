/**
 * `npm run typecheck`: the TypeScript compiler over every project of the repository, as many at
 * once as the machine has cores (each `tsc -p` is one process on one core; one after another they
 * took about 100 s on 2 cores). Prints each project's errors as it finishes and fails if any has
 * one.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Every tsconfig the repository checks, the largest first (so the last to start are short). */
const TYPECHECKED_PROJECTS = [
  'packages/web',
  'packages/server',
  'packages/studio',
  'stories',
  'packages/node-types',
  'packages/mui',
  'packages/react',
  'packages/config-lint',
  'packages/engine',
  'packages/engine/tsconfig.test.json',
  'packages/contract',
  'packages/i18n',
  'packages/i18n/tsconfig.test.json',
  'packages/texts',
  'packages/texts/tsconfig.test.json',
  'scripts',
  'bench',
  'partner-config',
];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSC = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

function check(project: string): Promise<{ project: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '-p', project, '--pretty'], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

async function main(): Promise<void> {
  const queue = [...TYPECHECKED_PROJECTS];
  const failed: string[] = [];
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      if (!result.ok) failed.push(project);
      process.stdout.write(`${result.ok ? 'ok  ' : 'FAIL'} tsc -p ${project}\n${result.output}`);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  if (failed.length) {
    process.stderr.write(`Type errors in ${failed.join(', ')}.\n`);
    process.exitCode = 1;
  }
}

await main();
