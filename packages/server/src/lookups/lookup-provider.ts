import type { LookupDetail, LookupResult } from '@admit/contract';

/** A source of suggestions for one or more autocomplete categories (spec: college_ceeb, hs_ceeb, address). */
export interface LookupProvider {
  categories: readonly string[];
  search(category: string, text: string, maxResults: number): Promise<LookupResult[]>;
  detail(category: string, id: string): Promise<LookupDetail | undefined>;
}
