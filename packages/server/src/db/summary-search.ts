import { sql, type SqlBool } from 'kysely';

/** `%term%` for LIKE, with LIKE's own characters escaped (by a backslash). */
const containing = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A substring test on the staff list's search text (`application_summaries.search_text`);
 * PostgreSQL answers it from the pg_trgm index, SQLite by testing rows.
 */
export const searchTextLike = (term: string) =>
  sql<SqlBool>`application_summaries.search_text like ${containing(term)} escape '\\'`;

/** Whether a trigram index can find `term`: it holds a trigram (three characters or more). */
export const hasTrigram = (term: string): boolean => [...term].length >= 3;
