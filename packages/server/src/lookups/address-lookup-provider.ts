import type { LookupProvider } from './lookup-provider.ts';

/**
 * US addresses. TODO(issue 5): no ZIP-code dataset package is installed in this workspace yet (the
 * candidate is `zipcodes` with `@types/zipcodes`), so this provider answers nothing and the client
 * keeps the typed text ("Use: <text>"). With the dataset, search matches a ZIP or city prefix and
 * suggests "<city>, <state> <zip>"; detail returns { address_line_1, city, state, zip, country: 'USA' }.
 */
export function createAddressLookupProvider(): LookupProvider {
  return {
    categories: ['address'],
    search: async () => [],
    detail: async () => undefined,
  };
}
