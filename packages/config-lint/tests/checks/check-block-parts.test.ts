import { describe, expect, it } from 'vitest';
import type { Node } from '@admit/node-types';
import { checkBlockParts } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const messages = (node: Node) =>
  runCheck(checkBlockParts, declaredConfig([node])).map((p) => `${p.pointer}: ${p.message}`);

describe('checkBlockParts', () => {
  it('accepts overrides of parts the block has', () => {
    expect(
      messages({
        type: 'address',
        id: 'home',
        county: true,
        parts: { county: { label: 'County' }, zip: { label: 'Postcode' } },
      }),
    ).toEqual([]);
  });

  it('rejects a misspelt part', () => {
    expect(
      messages({ type: 'address', id: 'home', parts: { zipcode: { label: 'ZIP' } } } as Node),
    ).toEqual([
      '/pages/0/sections/0/children/0/parts/zipcode: address "home" has no part "zipcode" (parts: "address_line_1", "address_line_2", "city", "state", "zip", "country")',
    ]);
  });

  it("rejects a school's country part when the school has no country", () => {
    expect(
      messages({
        type: 'school',
        id: 'hs',
        prefix: 'hs_',
        category: 'hs_ceeb',
        parts: { country: { required: true } },
      }),
    ).toEqual([
      '/pages/0/sections/0/children/0/parts/country: school "hs" has no part "country" (parts: "name", "address_line_1", "city", "state", "zip", "ceeb")',
    ]);
  });
});
