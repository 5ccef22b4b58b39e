// The config-lint command: `npm run config-lint -- [--json] [dir ...]`.
import { runConfigLint } from './run-config-lint.ts';

process.exitCode = await runConfigLint(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
