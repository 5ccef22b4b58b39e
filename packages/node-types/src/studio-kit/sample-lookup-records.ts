import type { LookupResult } from '@admit/contract';

/** One record the fake lookup knows: a search result and the detail it returns. */
export interface LookupRecord extends LookupResult {
  category: string;
  detail: Record<string, string>;
}

/** Fictional schools, colleges and addresses: what sample answers and the stories' fake lookup use. */
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
