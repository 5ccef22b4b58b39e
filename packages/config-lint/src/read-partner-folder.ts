import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { PartnerFiles } from '@admit/engine';

/** A file of the folder that is not valid JSON. */
export interface UnreadableFile {
  file: string;
  message: string;
}

const WANTED = /^(partner\.json|data-model\.json|options\/[^/]+\.json|pages\/[^/]+\.json)$/;

/** Reads the JSON files of a partner folder (`partner.json`, `data-model.json`, `options/`, `pages/`). */
export async function readPartnerFolder(
  dir: string,
): Promise<{ files: PartnerFiles; unreadable: UnreadableFile[] }> {
  const files: Record<string, unknown> = {};
  const unreadable: UnreadableFile[] = [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const file = relative(dir, path).split(sep).join('/');
    if (!WANTED.test(file)) continue;
    const text = await readFile(path, 'utf8');
    try {
      files[file] = JSON.parse(text);
    } catch (error) {
      // One line per problem: the parser's message quotes the text around the error, newlines included.
      unreadable.push({
        file,
        message: `not valid JSON: ${(error as Error).message.replace(/\s+/g, ' ')}`,
      });
    }
  }
  return { files, unreadable };
}
