import type { LookupClient } from '@admit/react';
import { fn } from 'storybook/test';
import { SAMPLE_LOOKUP_RECORDS, type LookupRecord } from '../studio-kit/sample-lookup-records.ts';

export { SAMPLE_LOOKUP_RECORDS, type LookupRecord };

/** How the fake lookup behaves. */
export interface FakeLookupOptions {
  records?: readonly LookupRecord[];
  /** Searches fail: the widget must show no suggestions. */
  failSearch?: boolean;
  /** Details fail: the chosen label must become the answer. */
  failDetail?: boolean;
}

/**
 * A lookup API over a few fictional records: results whose text contains the typed text
 * (case-insensitive), at most `maxResults`. Calls show in the Actions panel.
 */
export function fakeLookupClient(options: FakeLookupOptions = {}): LookupClient {
  const { records = SAMPLE_LOOKUP_RECORDS, failSearch, failDetail } = options;
  return {
    find: fn(async (category: string, text: string, maxResults: number) => {
      if (failSearch) throw new Error('Lookup search failed.');
      const needle = text.toLowerCase();
      return records
        .filter((r) => r.category === category && r.text.toLowerCase().includes(needle))
        .slice(0, maxResults)
        .map(({ id, text: label, sub_text }) => ({ id, text: label, sub_text }));
    }).mockName('lookups.find'),
    detail: fn(async (category: string, id: string) => {
      const record = records.find((r) => r.category === category && r.id === id);
      if (failDetail || !record) throw new Error('Lookup detail failed.');
      return record.detail;
    }).mockName('lookups.detail'),
  };
}
