import { translationFile } from '@admit/engine';
import { folderLanguages } from './folder-languages.ts';
import { textsOf } from './item-texts.ts';
import type { StudioFiles } from './studio-files.ts';

/**
 * The files after an edit, with each translation following its text when the edit renamed the
 * text's id (a question's key, a section's id or an option's value is part of it): a text at the
 * same place before and after whose old id is gone and whose new id is new keeps its entry in
 * every `translations/<language>.json`, under the new id and in the same line. A move, an
 * insertion or a removal renames nothing (every id there is still, or was already, some text's),
 * so no translation moves to another text.
 */
export function carryTranslations(before: StudioFiles, after: StudioFiles): StudioFiles {
  if (before === after || folderLanguages(after).length < 2) return after;
  const idsBefore = new Map(textsOf(before).map((t) => [`${t.file}#${t.pointer}`, t.id]));
  const textsAfter = textsOf(after);
  const oldIds = new Set(idsBefore.values());
  const newIds = new Set(textsAfter.map((t) => t.id));
  const renamed = new Map<string, string>();
  for (const text of textsAfter) {
    const old = idsBefore.get(`${text.file}#${text.pointer}`);
    if (old !== undefined && old !== text.id && !newIds.has(old) && !oldIds.has(text.id))
      renamed.set(old, text.id);
  }
  if (renamed.size === 0) return after;
  let files = after;
  for (const language of folderLanguages(after).slice(1)) {
    const file = translationFile(language);
    const entries = files[file];
    if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) continue;
    if (!Object.keys(entries).some((id) => renamed.has(id))) continue;
    files = {
      ...files,
      [file]: Object.fromEntries(
        Object.entries(entries).map(([id, text]) => [renamed.get(id) ?? id, text as unknown]),
      ),
    };
  }
  return files;
}
