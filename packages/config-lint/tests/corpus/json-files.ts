/** A partner folder's files, parsed: path relative to the folder to JSON value. */
export type JsonFiles = Record<string, unknown>;

const resolve = (files: JsonFiles, file: string, pointer: string): unknown => {
  let value = files[file];
  for (const token of pointer.split('/').slice(1))
    value = (value as Record<string, unknown>)[token];
  if (value === undefined) throw new Error(`${file}:${pointer} does not exist in the base folder`);
  return value;
};

/** The object at a pointer of a file, to change in place. */
export const objectAt = (files: JsonFiles, file: string, pointer = ''): Record<string, unknown> =>
  resolve(files, file, pointer) as Record<string, unknown>;

/** The array at a pointer of a file, to change in place. */
export const arrayAt = (files: JsonFiles, file: string, pointer: string): unknown[] =>
  resolve(files, file, pointer) as unknown[];
