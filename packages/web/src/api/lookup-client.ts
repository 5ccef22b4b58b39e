import type { LookupResult } from '@admit/contract';
import type { LookupClient } from '@admit/react';
import { createClient, lookupEndpoints } from '@admit/contract/client';
import { transport } from './http.ts';

const lookups = createClient(lookupEndpoints, transport({ noSession: true }));

/**
 * GET /lookup/find: a failed search gives no suggestions; a failed or empty detail rejects, so the
 * widget keeps the typed label as the answer (spec section 8).
 */
export const lookupClient: LookupClient = {
  async find(category, text, maxResults) {
    try {
      const found = await lookups.find({
        query: { text, category, max_results: String(maxResults) },
      });
      return Array.isArray(found) ? (found as LookupResult[]) : [];
    } catch {
      return [];
    }
  },
  async detail(category, id) {
    const record = await lookups.find({ query: { id, category } });
    if (!record || typeof record !== 'object' || Array.isArray(record))
      throw new Error(`No ${category} record ${id}.`);
    return Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, value == null ? '' : String(value)]),
    );
  },
};
