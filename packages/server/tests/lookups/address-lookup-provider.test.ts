import { describe, expect, it } from 'vitest';
import {
  createAddressLookupProvider,
  parseAddressQuery,
} from '../../src/lookups/address-lookup-provider.ts';
import { usStateNames } from '../../src/lookups/us-states.ts';

const provider = createAddressLookupProvider();

describe('parseAddressQuery', () => {
  it('splits a street line from a trailing ZIP or ZIP prefix', () => {
    expect(parseAddressQuery('12 Main St 21401')).toEqual({
      street: '12 Main St',
      place: '21401',
      isZip: true,
    });
    expect(parseAddressQuery(' 12  Main St, 214 ')).toMatchObject({
      street: '12 Main St',
      place: '214',
    });
  });

  it('splits a street line from a city after a comma', () => {
    expect(parseAddressQuery('12 Main St, Annap')).toEqual({
      street: '12 Main St',
      place: 'Annap',
      isZip: false,
    });
  });

  it('is no query without both a street line and a place', () => {
    expect(parseAddressQuery('12 Main St')).toBeUndefined();
    expect(parseAddressQuery('21401')).toBeUndefined();
    expect(parseAddressQuery('1234 21401')).toBeUndefined();
  });
});

describe('address lookup provider', () => {
  it('completes a street line with the places of a ZIP prefix, at most the asked number', async () => {
    const results = await provider.search('address', '12 Main St 2140', 5);
    expect(results).toHaveLength(5);
    expect(results[0]).toMatchObject({ text: '12 Main St', sub_text: 'Annapolis, Maryland 21401' });
    for (const result of results) expect(result.sub_text).toMatch(/ 2140\d$/);
  });

  it('completes a street line with a city prefix', async () => {
    const results = await provider.search('address', '1 Elm Rd, annapolis', 3);
    expect(results.map((r) => r.sub_text)).toEqual([
      'Annapolis, Maryland 21401',
      'Annapolis, Maryland 21402',
      'Annapolis, Maryland 21403',
    ]);
  });

  it('returns the record of a suggestion: street as typed, city, state name, ZIP, country', async () => {
    const [first] = await provider.search('address', '12 Main St 21401', 5);
    expect(await provider.detail('address', first!.id)).toEqual({
      address_line_1: '12 Main St',
      city: 'Annapolis',
      state: 'Maryland',
      zip: '21401',
      country: 'USA',
    });
  });

  it('finds nothing for text that is no address, an unknown place or a forged id', async () => {
    expect(await provider.search('address', '12 Main St', 5)).toEqual([]);
    expect(await provider.search('address', '12 Main St, Qqqqq', 5)).toEqual([]);
    expect(await provider.detail('address', 'not-an-id')).toBeUndefined();
    const forged = Buffer.from(JSON.stringify(['00000', 'x'])).toString('base64url');
    expect(await provider.detail('address', forged)).toBeUndefined();
  });
});

describe('usStateNames', () => {
  it('names states as forms do, territories and armed-forces areas included', async () => {
    const names = usStateNames((await import('zipcodes')).default.states);
    expect(names.get('DC')).toBe('District of Columbia');
    expect(names.get('NH')).toBe('New Hampshire');
    expect(names.get('PR')).toBe('Puerto Rico');
    expect(names.get('AE')).toBe('Armed Forces Europe');
  });
});
