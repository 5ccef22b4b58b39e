import type { LookupResult } from '@admit/contract';
import type { LookupClient } from '@admit/react';
import { fn } from 'storybook/test';

/** One record the fake lookup knows: a search result and the detail it returns. */
export interface LookupRecord extends LookupResult {
  category: string;
  detail: Record<string, string>;
}

/** Fictional schools, colleges and addresses for the lookup stories. */
export const SAMPLE_LOOKUP_RECORDS: readonly LookupRecord[] = [
  {
    category: 'hs_ceeb',
    id: 'hs-1',
    text: 'Lincoln High School',
    sub_text: 'Springfield, OH',
    detail: {
      name: 'Lincoln High School',
      address_line_1: '400 School Street',
      city: 'Springfield',
      state: 'Ohio',
      zip: '45501',
      ceeb: '365120',
      country: 'USA',
    },
  },
  {
    category: 'hs_ceeb',
    id: 'hs-2',
    text: 'Lincoln Park Academy',
    sub_text: 'Fort Pierce, FL',
    detail: {
      name: 'Lincoln Park Academy',
      address_line_1: '1806 Avenue I',
      city: 'Fort Pierce',
      state: 'Florida',
      zip: '34950',
      ceeb: '101234',
      country: 'USA',
    },
  },
  {
    category: 'hs_ceeb',
    id: 'hs-3',
    text: 'Riverside High School',
    sub_text: 'Riverside, CA',
    detail: {
      name: 'Riverside High School',
      address_line_1: '10 River Road',
      city: 'Riverside',
      state: 'California',
      zip: '92501',
      ceeb: '053210',
      country: 'USA',
    },
  },
  {
    category: 'college_ceeb',
    id: 'col-1',
    text: 'Lakeside Community College',
    sub_text: 'Lakeside, MI',
    detail: { name: 'Lakeside Community College', ceeb: '001122' },
  },
  {
    category: 'college_ceeb',
    id: 'col-2',
    text: 'Lakeview State College',
    sub_text: 'Lakeview, OR',
    detail: { name: 'Lakeview State College', ceeb: '004455' },
  },
  {
    category: 'address',
    id: 'addr-1',
    text: '100 Main Street',
    sub_text: 'Springfield, OH 45501',
    detail: {
      address_line_1: '100 Main Street',
      city: 'Springfield',
      state: 'Ohio',
      zip: '45501',
      country: 'USA',
    },
  },
  {
    category: 'address',
    id: 'addr-2',
    text: '100 Maple Avenue',
    sub_text: 'Riverside, CA 92501',
    detail: {
      address_line_1: '100 Maple Avenue',
      city: 'Riverside',
      state: 'California',
      zip: '92501',
      country: 'USA',
    },
  },
];

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
