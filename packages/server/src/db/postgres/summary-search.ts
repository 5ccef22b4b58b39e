import { sql, type SqlBool } from 'kysely';
import type { SummaryCondition } from '../database-backend.ts';
import { hasTrigram, searchTextLike } from '../summary-search.ts';

/**
 * PostgreSQL's DialectSql.searchSummaries: every term by LIKE, which pg_trgm's GIN index serves.
 * pg_trgm finds no trigram in a term of one or two characters and would read its whole index:
 * such a term is tested row by row (strpos, which no index serves).
 */
export function searchPostgresSummaries(terms: readonly string[]) {
  const condition: SummaryCondition = (eb) =>
    eb.and(
      terms.map((term) =>
        hasTrigram(term)
          ? searchTextLike(term)
          : sql<SqlBool>`strpos(application_summaries.search_text, ${term}) > 0`,
      ),
    );
  return { page: condition, count: condition };
}
