/** Where a partner folder keeps the rows a lookup category searches: `lookups/<category>.csv`. */
export const lookupFile = (category: string): string => `lookups/${category}.csv`;

/** The columns every lookup file needs: rows without an `id` and a `name` are not searchable. */
export const LOOKUP_REQUIRED_COLUMNS = ['id', 'name'] as const;

/**
 * A lookup file's row as the record a chosen result hands to `fills`: its columns, plus `ceeb`,
 * which is the row's `id` (the CEEB code) unless the file has a `ceeb` column of its own.
 */
export const lookupRecord = (row: Readonly<Record<string, string>>): Record<string, string> => ({
  ceeb: row.id ?? '',
  ...row,
});

/** The record fields a lookup file with these columns offers to `fills`. */
export const lookupRecordFields = (columns: readonly string[]): string[] =>
  Object.keys(lookupRecord(Object.fromEntries(columns.map((c) => [c, '']))));
