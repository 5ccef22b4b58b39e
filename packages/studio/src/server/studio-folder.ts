import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  isPartnerFile,
  lintPartnerTexts,
  splitTranslationGaps,
  readPartnerTexts,
  type PartnerTexts,
} from '@admit/config-lint';
import type { StudioSaveResult } from '@admit/contract';
import { resolveConfig } from 'prettier';
import { partnerFileText } from './partner-file-text.ts';

/** Each file's version, by file: a digest of its text, as the studio read or last saved it. */
export type FileVersions = Readonly<Record<string, string>>;

/**
 * The outcome of a save: what was written and removed (and every file's version now), or why it
 * was refused: config-lint's errors, or the files changed on disk since the studio read them.
 */
export type SaveResult = StudioSaveResult;

/** A file's version: a digest of its text (what a save compares with the file on disk). */
export const fileVersion = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 32);

/** The version of each file of a folder's texts. */
export const versionsOf = (texts: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).map(([file, text]) => [file, fileVersion(text)]));

/** Reads a partner folder's JSON files and lookup headers, as config-lint reads them. */
export const readStudioFolder = (dir: string): Promise<PartnerTexts> => readPartnerTexts(dir);

/**
 * Saves the studio's files into the partner folder, unless config-lint finds an error in them
 * (then nothing is written). Only a file whose value changed is written, as partnerFileText makes
 * it: the text of the values the author changed is replaced and every other character is kept, so
 * the folder's own formatting stays and a diff shows only the edit; a page or option list the
 * studio removed is deleted. Only partner files (`partner.json`, `data-model.json`, `options/`,
 * `pages/`, `translations/`) are written. `versions` are the files' versions the studio read (or last saved): a
 * file changed, added or removed on disk since then (another editor, a `git pull`) is never
 * overwritten or deleted: the save is refused and names it, unless the studio would write it as it
 * now is.
 */
export async function saveStudioFolder(
  dir: string,
  files: Readonly<Record<string, unknown>>,
  versions: FileVersions,
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
    texts[file] = await partnerFileText(files[file], current.texts[file], options);
  }
  const changedOnDisk = [...new Set([...Object.keys(current.texts), ...names])]
    .filter((file) => {
      const onDisk = current.texts[file];
      if (onDisk === undefined) return Object.hasOwn(versions, file);
      if (texts[file] === onDisk) return false;
      return versions[file] !== fileVersion(onDisk);
    })
    .sort();
  if (changedOnDisk.length)
    return {
      ok: false,
      changedOnDisk,
      errors: changedOnDisk.map((file) => ({
        severity: 'error',
        file,
        pointer: '',
        line: 1,
        column: 1,
        message:
          'changed on disk since the studio read it: nothing was saved. Reload the folder in the studio to re-apply your edits over it.',
        rule: 'studio-changed-on-disk',
      })),
    };
  const report = lintPartnerTexts(dir, { texts, lookupColumns: current.lookupColumns });
  // A text not yet translated does not stop a save (see TRANSLATION_GAP_RULES): the studio lists it.
  const { blocking } = splitTranslationGaps(report.errors);
  if (blocking.length) return { ok: false, errors: blocking };
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
  return {
    ok: true,
    written: written.sort(),
    removed: removed.sort(),
    texts,
    versions: versionsOf(texts),
  };
}
