import type { PartnerFiles } from '@admit/engine';
import { parseJsonSource, type JsonSource, type Position } from './json-source.ts';

/** A file of the folder that is not valid JSON, and where its first syntax error is. */
export interface UnreadableFile {
  file: string;
  message: string;
  position: Position;
}

/**
 * A partner folder as text, wherever it is held (on disk, in an editor's memory): the JSON files
 * by path relative to the folder, and the header columns of each lookup file by category.
 */
export interface PartnerTexts {
  /**
   * `partner.json`, `data-model.json`, `options/<name>.json`, `pages/<id>.json` and
   * `translations/<language>.json`: their text.
   */
  texts: Readonly<Record<string, string>>;
  /** The header columns of each lookup file, by category (`lookups/<category>.csv`). */
  lookupColumns: Readonly<Record<string, readonly string[]>>;
}

/** What a partner folder holds, as the checks need it. */
export interface PartnerFolder {
  /** The JSON files, parsed, by path relative to the folder. */
  files: PartnerFiles;
  /** The same files with the position of every value, for messages. */
  sources: Readonly<Record<string, JsonSource>>;
  unreadable: UnreadableFile[];
  /** The header columns of each lookup file, by category (`lookups/<category>.csv`). */
  lookupColumns: Readonly<Record<string, readonly string[]>>;
}

const PARTNER_FILE =
  /^(partner\.json|data-model\.json|options\/[^/]+\.json|pages\/[^/]+\.json|translations\/[^/]+\.json)$/;

/** Whether a path (relative to the folder, with `/`) is one of the JSON files a partner folder is made of. */
export const isPartnerFile = (file: string): boolean => PARTNER_FILE.test(file);

/** Parses the JSON files of a partner folder held as text (files that are not partner files are ignored). */
export function parsePartnerTexts({ texts, lookupColumns }: PartnerTexts): PartnerFolder {
  const files: Record<string, unknown> = {};
  const sources: Record<string, JsonSource> = {};
  const unreadable: UnreadableFile[] = [];
  for (const [file, text] of Object.entries(texts)) {
    if (!isPartnerFile(file)) continue;
    const parsed = parseJsonSource(text);
    if (parsed.ok) {
      files[file] = parsed.source.value;
      sources[file] = parsed.source;
    } else unreadable.push({ file, message: parsed.message, position: parsed.position });
  }
  return { files, sources, unreadable, lookupColumns };
}
