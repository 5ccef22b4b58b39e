/**
 * A partner folder as the studio holds it: every JSON file (`partner.json`, `data-model.json`,
 * `options/<name>.json`, `pages/<id>.json`) parsed, by path relative to the folder. Edits never
 * change a value in place: each returns new files sharing what did not change.
 */
export type StudioFiles = Readonly<Record<string, unknown>>;

/** Where a value is: a file of the folder and a JSON pointer inside it. */
export interface Address {
  file: string;
  pointer: string;
}

/** Whether two addresses name the same place. */
export const sameAddress = (a: Address | undefined, b: Address | undefined): boolean =>
  a !== undefined && b !== undefined && a.file === b.file && a.pointer === b.pointer;

/** The files of the folder's pages, in step order (then by name), as the applicant sees them. */
export function pageFiles(files: StudioFiles): string[] {
  const step = (file: string) => {
    const page = files[file] as { step?: unknown } | undefined;
    return typeof page?.step === 'number' ? page.step : Number.MAX_SAFE_INTEGER;
  };
  return Object.keys(files)
    .filter((file) => /^pages\/[^/]+\.json$/.test(file))
    .sort((a, b) => step(a) - step(b) || a.localeCompare(b));
}
