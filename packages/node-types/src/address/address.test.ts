import { printApplication, printItemsOf } from '@admit/engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { modelWith } from '../test-kit/render-page.tsx';
import { addressText } from './address.ts';
import type { AddressNode } from './address.schema.ts';

describe('address', () => {
  it('is no question itself: each part is one, under its prefix', () => {
    expectTypeOf<AddressNode>().not.toHaveProperty('checks');
    const model = modelWith([{ type: 'address', id: 'an_address', prefix: 'addr_', county: true }]);
    expect(model.fields.map((f) => [f.key, f.kind])).toEqual([
      ['addr_address_line_1', 'text'],
      ['addr_address_line_2', 'text'],
      ['addr_city', 'text'],
      ['addr_state', 'select'],
      ['addr_county', 'text'],
      ['addr_zip', 'text'],
      ['addr_country', 'select'],
    ]);
  });

  it('prints as one line of text under its id', () => {
    const model = modelWith([{ type: 'address', id: 'an_address', prefix: 'addr_' }]);
    const items = printItemsOf(printApplication(model, { answers: { addr_city: 'Springfield' } }));
    expect(items.map((item) => [item.key, item.display])).toEqual([['an_address', 'Springfield']]);
  });

  it('joins the answered parts, skipping empty ones', () => {
    expect(addressText({ city: 'Annapolis', zip: '21401' })).toBe('Annapolis, 21401');
  });
});
