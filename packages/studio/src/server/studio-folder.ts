import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  isPartnerFile,
  lintPartnerTexts,
  readPartnerTexts,
  type LintProblem,
  type PartnerTexts,
} from '@admit/config-lint';
import { resolveConfig } from 'prettier';
import { partnerFileText } from './stable-json.ts';

/** The outcome of a save: what was written and removed, or the errors that refused it. */
export type SaveResult =
  | { ok: true; written: string[]; removed: string[]; texts: Record<string, string> }
  | { ok: false; errors: LintProblem[] };

const parsed = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Reads a partner folder's JSON files and lookup headers, as config-lint reads them. */
export const readStudioFolder = (dir: string): Promise<PartnerTexts> => readPartnerTexts(dir);

/**
 * Saves the studio's files into the partner folder, unless config-lint finds an error in them
 * (then nothing is written). Each file is written as partnerFileText makes it (members in the
 * order the file had them, two-space indentation, the repository's Prettier settings); a file
 * whose text does not change is not touched, and a page or option list the studio removed is
 * deleted. Only partner files (`partner.json`, `data-model.json`, `options/`, `pages/`) are
 * written.
 */
export async function saveStudioFolder(
  dir: string,
  files: Readonly<Record<string, unknown>>,
): Promise<SaveResult> {
  const names = Object.keys(files);
  const outside = names.filter((file) => !isPartnerFile(file));
  if (outside.length)
    return {
      ok: false,
      errors: outside.map((file) => ({
        severity: 'error',
        file,
        pointer: '',
        line: 1,
        column: 1,
        message: 'not a file of a partner folder',
        rule: 'studio-file',
      })),
    };
  const current = await readPartnerTexts(dir);
  const texts: Record<string, string> = {};
  for (const file of names) {
    const options = (await resolveConfig(join(dir, file))) ?? {};
    texts[file] = await partnerFileText(files[file], parsed(current.texts[file]), options);
  }
  const report = lintPartnerTexts(dir, { texts, lookupColumns: current.lookupColumns });
  if (report.errors.length) return { ok: false, errors: report.errors };
  const written: string[] = [];
  for (const [file, text] of Object.entries(texts)) {
    if (current.texts[file] === text) continue;
    const path = join(dir, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
    written.push(file);
  }
  const removed = Object.keys(current.texts).filter((file) => !(file in texts));
  for (const file of removed) await rm(join(dir, file), { force: true });
  return { ok: true, written: written.sort(), removed: removed.sort(), texts };
}
