import type { PartnerConfig } from './partner-config.schema.ts';

/** The files of a partner folder, by path relative to the folder, already parsed from JSON. */
export type PartnerFiles = Readonly<Record<string, unknown>>;

/** Where a part of the assembled config came from: a file and the JSON pointer inside it. */
export interface SourceLocation {
  file: string;
  pointer: string;
}

/** An assembled config (not yet checked against the schema) and the way back to its files. */
export interface AssembledPartnerConfig {
  config: PartnerConfig;
  /** Maps a JSON pointer into `config` to the file and pointer it came from. */
  locate(pointer: string): SourceLocation;
}

const OPTION_FILE = /^options\/([a-z][a-z0-9_]*)\.json$/;
const PAGE_FILE = /^pages\/([a-z][a-z0-9-]*)\.json$/;

/** A file's content without the `$schema` member an editor reads (see SchemaMemberSchema). */
const withoutSchemaMember = (content: unknown): unknown => {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return content;
  const rest = { ...(content as Record<string, unknown>) };
  delete rest.$schema;
  return rest;
};

const stepOf = (page: unknown): number =>
  typeof page === 'object' && page !== null && typeof (page as { step?: unknown }).step === 'number'
    ? (page as { step: number }).step
    : Number.MAX_SAFE_INTEGER;

/**
 * Builds one config object from a partner folder's files: `partner.json`, `data-model.json`,
 * `options/<name>.json` (the list named after the file) and `pages/<id>.json` (ordered by `step`).
 * A file's `$schema` member (for editors) is left out. Pure: the caller reads the files. Shape
 * errors are left to the schema check.
 */
export function assemblePartnerConfig(rawFiles: PartnerFiles): AssembledPartnerConfig {
  const files = Object.fromEntries(
    Object.entries(rawFiles).map(([file, content]) => [file, withoutSchemaMember(content)]),
  );
  const optionLists: Record<string, unknown> = {};
  const optionFiles: Record<string, string> = {};
  const pageEntries: { file: string; page: unknown }[] = [];
  for (const [file, content] of Object.entries(files)) {
    const option = OPTION_FILE.exec(file);
    if (option?.[1]) {
      optionLists[option[1]] = content;
      optionFiles[option[1]] = file;
    } else if (PAGE_FILE.test(file)) {
      pageEntries.push({ file, page: content });
    }
  }
  pageEntries.sort((a, b) => stepOf(a.page) - stepOf(b.page) || a.file.localeCompare(b.file));
  const config = {
    partner: files['partner.json'],
    dataModel: files['data-model.json'],
    optionLists,
    pages: pageEntries.map((entry) => entry.page),
  } as unknown as PartnerConfig;

  const locate = (pointer: string): SourceLocation => {
    const [, head = '', second = '', ...rest] = pointer.split('/');
    const tail = rest.length ? `/${rest.join('/')}` : '';
    if (head === 'partner')
      return { file: 'partner.json', pointer: pointer.slice('/partner'.length) };
    if (head === 'dataModel')
      return { file: 'data-model.json', pointer: pointer.slice('/dataModel'.length) };
    if (head === 'optionLists' && optionFiles[second])
      return { file: optionFiles[second], pointer: tail };
    if (head === 'pages') {
      const entry = pageEntries[Number(second)];
      if (entry) return { file: entry.file, pointer: tail };
    }
    return { file: '(partner folder)', pointer };
  };
  return { config, locate };
}
