import { translationFile, type PartnerText } from '@admit/engine';
import { translationsOf } from './folder-languages.ts';
import { textsOf } from './item-texts.ts';
import { updateAt } from './pointer-edit.ts';
import type { Address, StudioFiles } from './studio-files.ts';
import type { EditResult } from './tree-edits.ts';

/**
 * The files with a text in the default language changed where it is written (its file and
 * pointer): the same value the node editor's form edits, so the two never disagree.
 */
export const setDefaultText = (
  files: StudioFiles,
  text: Pick<PartnerText, 'file' | 'pointer'>,
  value: string,
): EditResult => ({ files: updateAt(files, text, () => value) });

/**
 * A translations object with `id` set to `text`: an entry it has keeps its place; a new one goes
 * where the folder's texts put it (after the nearest text before it that has an entry, in
 * partnerTexts' order, the order config-lint's translation template writes), so the saved file
 * gains one line among its neighbours; at the end when no text before it has one.
 */
function withEntry(
  entries: Readonly<Record<string, unknown>>,
  id: string,
  text: string,
  order: readonly string[],
): Record<string, unknown> {
  if (Object.hasOwn(entries, id)) return { ...entries, [id]: text };
  const at = order.indexOf(id);
  const before = order
    .slice(0, Math.max(at, 0))
    .reverse()
    .find((other) => Object.hasOwn(entries, other));
  if (before === undefined) return { ...entries, [id]: text };
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entries)) {
    result[key] = value;
    if (key === before) result[id] = text;
  }
  return result;
}

/**
 * The files with a text's translation into a language set in `translations/<language>.json`, by
 * the text's id (the file is made when the language has none yet). A blank translation removes
 * the entry: the text is then missing in that language again (a translation gap: the applicant
 * reads the default language's text), never a blank one. A file the edit empties is removed again
 * when `baseline` (the folder as last saved) had none, so typing and clearing leaves no trace.
 */
export function setTranslation(
  files: StudioFiles,
  language: string,
  id: string,
  text: string,
  baseline: StudioFiles,
): EditResult {
  const file = translationFile(language);
  const address: Address = { file, pointer: '' };
  const current = files[file];
  const entries =
    typeof current === 'object' && current !== null && !Array.isArray(current)
      ? (current as Record<string, unknown>)
      : {};
  if (text.trim() === '') {
    if (!Object.hasOwn(entries, id)) return { files };
    const rest = { ...entries };
    delete rest[id];
    const gone = Object.keys(rest).length === 0 && !Object.hasOwn(baseline, file);
    return { files: updateAt(files, address, () => (gone ? undefined : rest)) };
  }
  if (translationsOf(files, language)[id] === text) return { files };
  const order = textsOf(files).map((t) => t.id);
  return { files: updateAt(files, address, () => withEntry(entries, id, text, order)) };
}
