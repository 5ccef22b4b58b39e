import type * as ZipCodes from 'zipcodes';
import type { LookupDetail, LookupResult } from '@admit/contract';
import type { LookupProvider } from './lookup-provider.ts';
import { usStateNames } from './us-states.ts';

/** The longest street line a suggestion carries (the text input's default maximum). */
const MAX_STREET = 45;

interface Place {
  zip: string;
  city: string;
  state: string;
}

interface AddressIndex {
  byZip: Map<string, Place>;
  /** Places sorted by lower-case city, then ZIP, for prefix search. */
  byCity: { city: string; place: Place }[];
  /** ZIPs in order, for prefix search. */
  zips: string[];
}

/** The typed text split into the street line and the place that completes it. */
export interface AddressQuery {
  street: string;
  /** A ZIP (3-5 digits, a prefix) or a city name prefix. */
  place: string;
  isZip: boolean;
}

/**
 * Reads "12 Main St, Annapolis", "12 Main St 21401" or "12 Main St, 214": a street line followed
 * by a ZIP (prefix) or, after a comma, a city (prefix). Text without both parts is no address query.
 */
export function parseAddressQuery(text: string): AddressQuery | undefined {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const zip = /^(.+?)[,\s]+(\d{3,5})$/.exec(trimmed);
  if (zip && /\D/.test(zip[1]!)) return { street: zip[1]!.trim(), place: zip[2]!, isZip: true };
  const city = /^(.+?),\s*([A-Za-z][A-Za-z .'-]+)$/.exec(trimmed);
  if (city) return { street: city[1]!.trim(), place: city[2]!.trim(), isZip: false };
  return undefined;
}

/** The first index in a sorted list whose value is not below `prefix`. */
function lowerBound<T>(list: readonly T[], prefix: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keyOf(list[middle]!) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

function buildIndex(dataset: typeof ZipCodes): AddressIndex {
  const names = usStateNames(dataset.states);
  const byZip = new Map<string, Place>();
  for (const code of Object.values(dataset.codes)) {
    const state = names.get(code.state);
    if (code.country !== 'US' || !state) continue;
    byZip.set(code.zip, { zip: code.zip, city: code.city, state });
  }
  const places = [...byZip.values()];
  return {
    byZip,
    byCity: places
      .map((place) => ({ city: place.city.toLowerCase(), place }))
      .sort((a, b) =>
        a.city === b.city ? a.place.zip.localeCompare(b.place.zip) : a.city < b.city ? -1 : 1,
      ),
    zips: places.map((place) => place.zip).sort(),
  };
}

function matches(index: AddressIndex, query: AddressQuery, max: number): Place[] {
  const found: Place[] = [];
  if (query.isZip) {
    for (let i = lowerBound(index.zips, query.place, (z) => z); found.length < max; i++) {
      const zip = index.zips[i];
      if (!zip?.startsWith(query.place)) break;
      found.push(index.byZip.get(zip)!);
    }
    return found;
  }
  const prefix = query.place.toLowerCase();
  for (let i = lowerBound(index.byCity, prefix, (e) => e.city); found.length < max; i++) {
    const entry = index.byCity[i];
    if (!entry?.city.startsWith(prefix)) break;
    found.push(entry.place);
  }
  return found;
}

const encodeId = (zip: string, street: string) =>
  Buffer.from(JSON.stringify([zip, street])).toString('base64url');

function decodeId(id: string): [string, string] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(id, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string'))
      return [value[0] as string, value[1] as string];
  } catch {
    // Not one of ours: no record.
  }
  return undefined;
}

/**
 * US addresses from the `zipcodes` dataset (every US ZIP with its city and state): the applicant
 * types the street line and then a ZIP or ", city"; suggestions complete it with city, state and
 * ZIP. The dataset knows places, not streets, so the street line is kept as typed. The index is
 * built on first use (about 40,000 ZIPs).
 */
export function createAddressLookupProvider(): LookupProvider {
  let index: Promise<AddressIndex> | undefined;
  const load = (): Promise<AddressIndex> =>
    (index ??= import('zipcodes').then((module) => buildIndex(module.default)));
  return {
    categories: ['address'],
    async search(_category, text, maxResults): Promise<LookupResult[]> {
      const query = parseAddressQuery(text);
      if (!query || query.street.length > MAX_STREET) return [];
      return matches(await load(), query, maxResults).map((place) => ({
        id: encodeId(place.zip, query.street),
        text: query.street,
        sub_text: `${place.city}, ${place.state} ${place.zip}`,
      }));
    },
    async detail(_category, id): Promise<LookupDetail | undefined> {
      const decoded = decodeId(id);
      const place = decoded && (await load()).byZip.get(decoded[0]);
      if (!decoded || !place || decoded[1].length > MAX_STREET) return undefined;
      return {
        address_line_1: decoded[1],
        city: place.city,
        state: place.state,
        zip: place.zip,
        country: 'USA',
      };
    },
  };
}
