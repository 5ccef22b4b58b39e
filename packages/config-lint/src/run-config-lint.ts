import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatTextReport, jsonReport } from './format-report.ts';
import { lintPartnerFolder } from './lint-partner-folder.ts';

/** Where the CLI writes; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const USAGE = `Usage: config-lint [--json] [dir ...]
Checks partner folders against the engine's config schema and config checks.
With no dir: partner-config and every folder under partner-config/examples.
Prints file:line:column: json-pointer: message per problem; exits 1 when any folder has an error.`;

/** The folders linted when none is given: the partner folder and its examples. */
export async function defaultFolders(root = 'partner-config'): Promise<string[]> {
  const examples = join(root, 'examples');
  const entries = await readdir(examples, { withFileTypes: true }).catch(() => []);
  return [
    root,
    ...entries
      .filter((e) => e.isDirectory())
      .map((e) => join(examples, e.name))
      .sort(),
  ];
}

/** Runs the CLI on its arguments; resolves to the exit code (0 clean or warnings only, 1 errors, 2 usage). */
export async function runConfigLint(args: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (parsed.values.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  const dirs = parsed.positionals.length ? parsed.positionals : await defaultFolders();
  const reports = await Promise.all(dirs.map((dir) => lintPartnerFolder(dir)));
  io.stdout(
    parsed.values.json
      ? `${JSON.stringify(jsonReport(reports), null, 2)}\n`
      : `${formatTextReport(reports)}\n`,
  );
  return reports.some((r) => r.errors.length > 0) ? 1 : 0;
}
