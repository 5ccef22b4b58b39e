import type { DataField, DataModel } from '@admit/engine';
import { compileFiles } from './compile-files.ts';
import type { StudioFiles } from './studio-files.ts';

export const DATA_MODEL_FILE = 'data-model.json';

const dataModelOf = (files: StudioFiles): DataModel => (files[DATA_MODEL_FILE] ?? {}) as DataModel;

/** Every answer key the data model declares, sorted (what the answer-key picker offers). */
export const declaredKeys = (files: StudioFiles): string[] =>
  Object.keys(dataModelOf(files)).sort();

/** The data model's field of a key, if declared. */
export const declaredField = (files: StudioFiles, key: string): DataField | undefined =>
  Object.hasOwn(dataModelOf(files), key) ? dataModelOf(files)[key] : undefined;

/** The files with a key declared (appended, so the file's diff is one member). */
export function declareKey(files: StudioFiles, key: string, field: DataField): StudioFiles {
  if (declaredField(files, key)) return files;
  return { ...files, [DATA_MODEL_FILE]: { ...dataModelOf(files), [key]: field } };
}

/**
 * Keeps the data model in step with the questions: every key a question stores (prefixes
 * applied, every address, school and add-another key, as the engine compiles them) that is not
 * declared is appended with the type the question stores; a key that is not in `baseline` (the
 * folder as last saved) and that no question stores any more is dropped again, so renaming a new
 * question's key leaves no trace. Files that do not compile are returned as they are.
 */
export function syncAnswerKeys(files: StudioFiles, baseline: StudioFiles): StudioFiles {
  const compiled = compileFiles(files);
  if (!compiled) return files;
  const stored = new Map(compiled.model.fields.map((f) => [f.key, f.valueType] as const));
  const before = dataModelOf(baseline);
  const dataModel = dataModelOf(files);
  const kept = Object.entries(dataModel).filter(
    ([key]) => stored.has(key) || Object.hasOwn(before, key),
  );
  const added = [...stored]
    .filter(([key]) => !Object.hasOwn(dataModel, key))
    .map(([key, type]): [string, DataField] => [key, { type }]);
  if (added.length === 0 && kept.length === Object.keys(dataModel).length) return files;
  return { ...files, [DATA_MODEL_FILE]: Object.fromEntries([...kept, ...added]) };
}
