import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkLookupFiles } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const school: Node = { type: 'school', id: 'hs', prefix: 'hs_', category: 'hs_ceeb' };
const college: Node = {
  type: 'lookup',
  key: 'college',
  label: 'College',
  category: 'college_ceeb',
  fills: { city: 'college_city' },
};
const city: Node = { type: 'text', key: 'college_city', label: 'City' };
const COLUMNS = ['id', 'name', 'address_line_1', 'city', 'state', 'zip', 'country'];
const messages = (nodes: Node[], lookupColumns?: Record<string, string[]>) =>
  runCheck(checkLookupFiles, declaredConfig(nodes), lookupColumns ? { lookupColumns } : {}).map(
    (p) => `${p.pointer}: ${p.message}`,
  );

describe('checkLookupFiles', () => {
  it('accepts lookup files with the columns the lookups read (the id is the CEEB code)', () => {
    expect(
      messages([school, college, city], { hs_ceeb: COLUMNS, college_ceeb: ['id', 'name', 'city'] }),
    ).toEqual([]);
  });

  it('is skipped when the caller did not read the lookup files', () => {
    expect(messages([school])).toEqual([]);
  });

  it('rejects a missing lookup file', () => {
    expect(messages([school], {})).toEqual([
      '/pages/0/sections/0/children/0/category: lookups/hs_ceeb.csv is missing: school "hs" searches it',
    ]);
  });

  it('rejects a file without a column a search needs or a lookup fills from', () => {
    expect(messages([college, city], { college_ceeb: ['id', 'title'] })).toEqual([
      '/pages/0/sections/0/children/0/category: lookups/college_ceeb.csv has no column "name", which every search needs',
      '/pages/0/sections/0/children/0/fills/city: lookups/college_ceeb.csv has no column "city", which lookup "college" fills an answer from',
    ]);
  });

  it('leaves address searches alone: they are built in', () => {
    expect(messages([{ type: 'address', id: 'home', lookup: true }], {})).toEqual([]);
  });
});
