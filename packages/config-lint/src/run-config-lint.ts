import { readdir } from 'node:fs/promises';
import { partnerLanguages, translationFile, type PartnerConfig } from '@admit/engine';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { compareConfigs } from './against/compare-configs.ts';
import { countApplications } from './against/count-applications.ts';
import { formatImpact } from './against/format-impact.ts';
import { formatTextReport, jsonReport } from './format-report.ts';
import { staleTranslationWarnings } from './languages/stale-translation-warnings.ts';
import { translationTemplate } from './languages/translation-template.ts';
import { lintPartnerFolder } from './lint-partner-folder.ts';
import { positioned } from './lint-partner-texts.ts';
import { loadPartnerFolder } from './load-partner-folder.ts';
import { readPartnerFolder } from './read-partner-folder.ts';

/** Where the CLI writes; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

const USAGE = `Usage: config-lint [--json] [dir ...]
       config-lint [--json] --against <previous dir> [--database-url <url>] [dir]
       config-lint --translation-template <language> [dir]
Checks partner folders against the engine's config schema and config checks, and their languages
(translations/<language>.json), printing each declared language's coverage.
With no dir: partner-config and every folder under partner-config/examples.
Prints file:line:column: json-pointer: message per problem; exits 1 when any folder has an error.
--against: also lists what changes from the previous folder (deleted questions, removed options,
new required questions, changed conditions) and warns of translations that may be stale (their
default-language text changed, they did not); --database-url (postgres://... or the path of the
server's admit.sqlite) adds how many stored applications each change touches, counted by the
server's own command (npm run count-answers).
--translation-template: prints a JSON object of every text the language's translations file
lacks, by id, with the default language's text: a file for a translator to start from.`;

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
      options: {
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        against: { type: 'string' },
        'database-url': { type: 'string' },
        'translation-template': { type: 'string' },
      },
    });
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (parsed.values.help) {
    io.stdout(`${USAGE}\n`);
    return 0;
  }
  const { against, 'database-url': databaseUrl, 'translation-template': template } = parsed.values;
  if (template !== undefined) {
    if (parsed.positionals.length > 1 || against !== undefined || databaseUrl !== undefined) {
      io.stderr(`--translation-template takes one folder.\n${USAGE}\n`);
      return 2;
    }
    return runTemplate(parsed.positionals[0] ?? 'partner-config', template, io);
  }
  if (against !== undefined || databaseUrl !== undefined) {
    if (against === undefined || parsed.positionals.length > 1) {
      io.stderr(
        `--against takes one folder to compare (--database-url needs --against).\n${USAGE}\n`,
      );
      return 2;
    }
    return runAgainst(parsed.positionals[0] ?? 'partner-config', against, databaseUrl, {
      json: parsed.values.json ?? false,
      io,
    });
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

/**
 * Lints `dir` and lists what replacing `previous` with it changes for stored applications (with
 * `databaseUrl`, how many each change touches, as the server's `count-answers` counts them).
 * Exits 1 when either folder has an error.
 */
async function runAgainst(
  dir: string,
  previous: string,
  databaseUrl: string | undefined,
  options: { json: boolean; io: CliIo },
): Promise<number> {
  const { io } = options;
  const report = await lintPartnerFolder(dir);
  let before;
  try {
    before = (await loadPartnerFolder(previous)).config;
  } catch (error) {
    io.stderr(`The previous folder cannot be read: ${(error as Error).message}\n`);
    return 1;
  }
  if (report.errors.length || report.config === undefined) {
    io.stdout(
      options.json
        ? `${JSON.stringify(jsonReport([report]), null, 2)}\n`
        : `${formatTextReport([report])}\n`,
    );
    return 1;
  }
  const impact = compareConfigs(before, report.config as PartnerConfig);
  let counts;
  try {
    counts = databaseUrl ? await countApplications(databaseUrl, impact) : undefined;
  } catch (error) {
    io.stderr(`The database cannot be read: ${(error as Error).message}\n`);
    return 1;
  }
  const current = await readPartnerFolder(dir);
  const stale = staleTranslationWarnings((await readPartnerFolder(previous)).files, current.files);
  const reported = {
    ...report,
    warnings: [...report.warnings, ...stale.map((p) => positioned(current.sources, p))],
  };
  io.stdout(
    options.json
      ? `${JSON.stringify({ ...jsonReport([reported]), impact, ...(counts ? { counts } : {}) }, null, 2)}\n`
      : `${formatTextReport([reported])}\n${formatImpact(dir, previous, impact, counts)}\n`,
  );
  return 0;
}

/**
 * Prints the start of `language`'s translations file for the folder in `dir` (see
 * translationTemplate). Exits 1 when the folder cannot be read or `language` is its default.
 */
async function runTemplate(dir: string, language: string, io: CliIo): Promise<number> {
  let folder;
  try {
    folder = await readPartnerFolder(dir);
  } catch {
    io.stderr(`The partner folder ${dir} does not exist or cannot be read.\n`);
    return 1;
  }
  if (folder.unreadable.length || !('partner.json' in folder.files)) {
    io.stderr(
      `The partner folder ${dir} cannot be read: run config-lint on it first.\n${folder.unreadable
        .map((u) => `  ${u.file}:${u.position.line}:${u.position.column}: ${u.message}\n`)
        .join('')}`,
    );
    return 1;
  }
  const languages = partnerLanguages(folder.files['partner.json']);
  if (language === languages[0]) {
    io.stderr(
      `"${language}" is the default language of ${dir}: its texts are the folder's own files.\n`,
    );
    return 1;
  }
  if (!languages.includes(language))
    io.stderr(
      `Note: "${language}" is not in "languages" of ${dir}/partner.json yet: declare it there to offer it, and save this as ${translationFile(language)}.\n`,
    );
  io.stdout(`${JSON.stringify(translationTemplate(folder.files, language), null, 2)}\n`);
  return 0;
}
