import type { PartnerFiles } from './assemble-partner-config.ts';
import { pointerToken } from './json-pointer.ts';

/*
 * The texts an applicant reads, as the partner folder holds them: each with an id that names it in
 * every language. The folder's JSON files hold its default language; `translations/<language>.json`
 * gives each other language's texts by id.
 */

/** One text an applicant reads, in the folder's default language. */
export interface PartnerText {
  /**
   * The id that names the text in every language: `<file>#<pointer>` (see partnerTexts), for
   * example `pages/start.json#/sections/personal/children/first_name/label`.
   */
  id: string;
  /** The file it is written in, relative to the folder. */
  file: string;
  /** Its JSON pointer in that file (array elements by index): where an editor finds it. */
  pointer: string;
  /** The text, in the folder's default language (an ICU message). */
  text: string;
}

/** The language a partner folder offers when `partner.json` declares no `languages`. */
export const DEFAULT_PARTNER_LANGUAGE = 'en';

/** The languages a partner offers, its default first (`languages`, else English only). */
export const partnerLanguages = (partner: unknown): string[] => {
  const declared = (partner as { languages?: unknown } | undefined)?.languages;
  return Array.isArray(declared) && declared.length && declared.every((l) => typeof l === 'string')
    ? [...(declared as string[])]
    : [DEFAULT_PARTNER_LANGUAGE];
};

/** Where a language's texts are kept in the partner folder: `translations/<language>.json`. */
export const translationFile = (language: string): string => `translations/${language}.json`;

/**
 * The members of the engine's own schemas (sections, pages, options, checks, required cases, the
 * members every question has) whose string is a text an applicant reads. A node type names its
 * own in `textMembers` (see NodeTypeDefinition).
 */
export const COMMON_TEXT_MEMBERS: readonly string[] = [
  'label',
  'help',
  'requiredMessage',
  'message',
  'title',
  'description',
  'blank',
];

/**
 * The texts of `partner.json` an applicant reads, by path (`*`: any member or element). URLs,
 * e-mail addresses, the phone number, codes, colours and export profiles (staff read exports in
 * the default language) are not texts to translate.
 */
export const PARTNER_TEXT_PATHS: readonly string[] = [
  'name',
  'shortName',
  'applicationTitle',
  'links/*/label',
  'priorityStatus/title',
  'priorityStatus/items/*',
  'banners/*/title',
  'banners/*/body',
  'banners/*/linkText',
  'helpModal/title',
  'helpModal/technicalHelp',
  'helpModal/admissionsContact',
  'privacyModal/title',
  'privacyModal/body',
  'completionText',
  'translationNotice',
  'applicantName/fallback',
  'requiredMessages/*/*',
];

const PARTNER_FILE = 'partner.json';
/** The files whose members are texts by name: pages and option lists. */
const NAMED_TEXT_FILE = /^(pages\/[a-z][a-z0-9-]*|options\/[a-z][a-z0-9_]*)\.json$/;

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An element's name in an id: its `key`, else its `id`, else its `value` (strings only). */
const nameOf = (element: Json): string | undefined => {
  if (!isObject(element)) return undefined;
  return [element.key, element.id, element.value].find(
    (name): name is string => typeof name === 'string',
  );
};

/** The tokens an array's elements are named by in ids: their names when all have distinct ones, else their indexes. */
function elementTokens(items: readonly Json[]): string[] {
  const names = items.map(nameOf);
  const distinct =
    names.every((name) => name !== undefined) && new Set(names).size === names.length;
  return distinct ? (names as string[]) : items.map((_, index) => String(index));
}

/** A string of a file: its place (tokens of its pointer), its id's tokens and the member it is. */
interface StringSite {
  tokens: string[];
  idTokens: string[];
  /** The member name when it is a member of an object, else undefined (an element of a list). */
  member: string | undefined;
  text: string;
}

function visitStrings(
  value: Json,
  tokens: string[],
  idTokens: string[],
  member: string | undefined,
  visit: (site: StringSite) => void,
): void {
  if (typeof value === 'string') visit({ tokens, idTokens, member, text: value });
  else if (Array.isArray(value)) {
    const named = elementTokens(value);
    value.forEach((item, index) =>
      visitStrings(
        item,
        [...tokens, String(index)],
        [...idTokens, named[index]!],
        undefined,
        visit,
      ),
    );
  } else if (isObject(value))
    for (const [name, item] of Object.entries(value))
      visitStrings(item, [...tokens, name], [...idTokens, name], name, visit);
}

const PARTNER_PATTERNS = PARTNER_TEXT_PATHS.map((path) => path.split('/'));
const isPartnerTextPath = (tokens: readonly string[]): boolean =>
  PARTNER_PATTERNS.some(
    (pattern) =>
      pattern.length === tokens.length &&
      pattern.every((part, index) => part === '*' || part === tokens[index]),
  );

const pointerOf = (tokens: readonly string[]): string =>
  tokens.map((token) => `/${pointerToken(token)}`).join('');

/** Files in the order their texts are listed: partner.json, then pages, then option lists. */
const fileOrder = (file: string): number =>
  file === PARTNER_FILE ? 0 : file.startsWith('pages/') ? 1 : 2;

/**
 * Every text an applicant reads in a partner folder, in its default language, file by file
 * (`partner.json`, `pages/`, `options/`) in document order:
 * - in `pages/<id>.json` and `options/<name>.json`, every string member whose name is a text
 *   member (`textMembers`: COMMON_TEXT_MEMBERS and the node types' own, such as `placeholder`);
 * - in `partner.json`, the texts at PARTNER_TEXT_PATHS.
 *
 * **The id of a text** is `<file>#<pointer>`: the JSON pointer of the text in its file, except
 * that an element of a list is written as its `key`, else its `id`, else its `value`, when every
 * element of that list has one (a string) and they are all different; otherwise as its index.
 * Tokens are escaped as in any JSON pointer (`~` as `~0`, `/` as `~1`). So
 * `pages/start.json#/sections/personal/children/first_name/label` is the label of the question
 * `first_name` in section `personal`, `pages/start.json#/sections/personal/children/birth_date/checks/1/message`
 * the message of its second check, `options/suffixes.json#/jr/label` the label of the option
 * whose value is `jr`, `partner.json#/priorityStatus/items/0` the first priority-status item. An
 * id stays the same when an author reorders questions, sections or options; it changes when a
 * key, id or value is renamed (config-lint then names the text closest to a translation whose id
 * names no text).
 */
export function partnerTexts(files: PartnerFiles, textMembers: ReadonlySet<string>): PartnerText[] {
  const texts: PartnerText[] = [];
  const names = Object.keys(files)
    .filter((file) => file === PARTNER_FILE || NAMED_TEXT_FILE.test(file))
    .sort((a, b) => fileOrder(a) - fileOrder(b) || a.localeCompare(b));
  for (const file of names) {
    const isText =
      file === PARTNER_FILE
        ? (site: StringSite) => isPartnerTextPath(site.tokens)
        : (site: StringSite) => site.member !== undefined && textMembers.has(site.member);
    visitStrings(files[file], [], [], undefined, (site) => {
      if (!isText(site)) return;
      const pointer = pointerOf(site.tokens);
      texts.push({ id: `${file}#${pointerOf(site.idTokens)}`, file, pointer, text: site.text });
    });
  }
  return texts;
}

/** A copy of a JSON value with the string at `tokens` replaced (the rest shared, nothing mutated). */
function withText(value: Json, tokens: readonly string[], text: string): Json {
  if (tokens.length === 0) return text;
  const [head, ...rest] = tokens as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = withText(copy[Number(head)], rest, text);
    return copy;
  }
  const object = value as Record<string, Json>;
  return { ...object, [head]: withText(object[head], rest, text) };
}

const tokensOf = (pointer: string): string[] =>
  pointer
    .slice(1)
    .split('/')
    .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));

/**
 * The folder's files in another language: each text (see partnerTexts) whose id `translation` has
 * replaced by its translation. A text the translation lacks, or gives blank, stays in the default
 * language, so no applicant ever reads a blank question. Pure: the files are not changed; files
 * without a translated text are the same objects.
 */
export function translatePartnerFiles(
  files: PartnerFiles,
  translation: Readonly<Record<string, string>>,
  textMembers: ReadonlySet<string>,
): PartnerFiles {
  const translated: Record<string, unknown> = { ...files };
  for (const { id, file, pointer } of partnerTexts(files, textMembers)) {
    const text = Object.hasOwn(translation, id) ? translation[id] : undefined;
    if (typeof text !== 'string' || text.trim() === '') continue;
    translated[file] = withText(translated[file], tokensOf(pointer), text);
  }
  return translated;
}
