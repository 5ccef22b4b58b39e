import { runConfigLint } from '../../src/run-config-lint.ts';

/** Runs the config-lint command in process with `args`: its exit code and what it printed. */
export async function runCli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runConfigLint(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}
