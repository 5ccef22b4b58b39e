import type { LookupResult } from '@admit/contract';
import type { LookupClient } from '@admit/react';
import { request } from './http.ts';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * GET /lookup/find: a failed search gives no suggestions; a failed or empty detail rejects, so the
 * widget keeps the typed label as the answer (spec section 8).
 */
export const lookupClient: LookupClient = {
  async find(category, text, maxResults) {
    try {
      const found = await request<unknown>(
        'GET',
        `/lookup/find?${query({ text, category, max_results: String(maxResults) })}`,
        { noSession: true },
      );
      return Array.isArray(found) ? (found as LookupResult[]) : [];
    } catch {
      return [];
    }
  },
  async detail(category, id) {
    const record = await request<unknown>('GET', `/lookup/find?${query({ id, category })}`, {
      noSession: true,
    });
    if (!record || typeof record !== 'object' || Array.isArray(record))
      throw new Error(`No ${category} record ${id}.`);
    return Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, value == null ? '' : String(value)]),
    );
  },
};
