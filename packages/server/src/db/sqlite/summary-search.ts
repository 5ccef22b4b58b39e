import { sql, type Kysely, type SqlBool } from 'kysely';
import type { SummaryCondition } from '../database-backend.ts';
import type { Database } from '../schema.ts';
import { hasTrigram, searchTextLike } from '../summary-search.ts';

/** Matches past which walking a sorted index and testing rows beats reading every match. */
const MANY_MATCHES = 1000;

/** The terms the trigram index can find, as one FTS5 query (undefined: none it can). */
function ftsQuery(terms: readonly string[]): string | undefined {
  const indexed = terms.filter(hasTrigram);
  // Quoted phrases match as substrings; no term holds a double quote.
  return indexed.length ? indexed.map((term) => `"${term}"`).join(' AND ') : undefined;
}

/** Whether the trigram index finds fewer than MANY_MATCHES rows (it stops there). */
async function fewMatches(db: Kysely<Database>, fts: string): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from (select rowid
    from application_search where application_search match ${fts} limit ${MANY_MATCHES})`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0) < MANY_MATCHES;
}

/**
 * Every term found in the search text: through `fts` (FTS5's trigram index, `application_search`,
 * migration 0010) for the terms it covers, the others (shorter terms; every term when `fts` is
 * undefined) by LIKE.
 */
const searching =
  (terms: readonly string[], fts: string | undefined): SummaryCondition =>
  (eb) => {
    if (fts === undefined) return eb.and(terms.map(searchTextLike));
    const tests = terms.filter((term) => !hasTrigram(term)).map(searchTextLike);
    tests.push(
      sql<SqlBool>`application_summaries.seq in (select rowid from application_search
      where application_search match ${fts})`,
    );
    return eb.and(tests);
  };

/**
 * SQLite's DialectSql.searchSummaries: the count through the trigram index; the page too when the
 * index finds few rows, else (a search matching many rows, better found by testing the rows of a
 * sorted index's walk) by LIKE.
 */
export async function searchSqliteSummaries(db: Kysely<Database>, terms: readonly string[]) {
  const fts = ftsQuery(terms);
  const pageFts = fts !== undefined && (await fewMatches(db, fts)) ? fts : undefined;
  return { page: searching(terms, pageFts), count: searching(terms, fts) };
}
