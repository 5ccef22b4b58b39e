/** One suggestion of a lookup search. */
export interface LookupResult {
  id: string;
  text: string;
  sub_text: string;
}

/** A lookup's full record: `name` (schools) or `address_line_1` (addresses) plus mapped fields. */
export type LookupDetail = Record<string, string>;

/** A source of suggestions for one or more autocomplete categories (spec: college_ceeb, hs_ceeb, address). */
export interface LookupProvider {
  categories: readonly string[];
  search(category: string, text: string, maxResults: number): Promise<LookupResult[]>;
  detail(category: string, id: string): Promise<LookupDetail | undefined>;
}
