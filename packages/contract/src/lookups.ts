import { Type, type Static } from '@sinclair/typebox';
import { routes } from './schema-helpers.ts';
import { lookupEndpoints } from './endpoints/applicant.ts';

/**
 * GET /lookup/find: `text` searches (at most `max_results`, capped to LOOKUP_MAX_RESULTS), `id`
 * reads one record; both within a `category` (college_ceeb, hs_ceeb, address).
 */
export const LookupQuery = Type.Object({
  text: Type.Optional(Type.String({ maxLength: 200 })),
  id: Type.Optional(Type.String({ maxLength: 200 })),
  category: Type.Optional(Type.String({ maxLength: 64 })),
  max_results: Type.Optional(Type.String({ maxLength: 8 })),
});
export type LookupQuery = Static<typeof LookupQuery>;

/** One suggestion of a search (spec section 3). */
export const LookupResult = Type.Object({
  id: Type.String(),
  text: Type.String(),
  /** Where it is ("Annapolis, MD"): the bundled providers always give it; widgets do without. */
  sub_text: Type.Optional(Type.String()),
});
export type LookupResult = Static<typeof LookupResult>;

/**
 * A record read by id: `name` (schools) or `address_line_1` (addresses) plus mapped fields (city,
 * state, zip, ceeb...).
 */
export const LookupDetail = Type.Record(Type.String(), Type.String());
export type LookupDetail = Static<typeof LookupDetail>;

/**
 * Lookups. The answer is a LookupResult list (search), a LookupDetail (read by id) or [] (nothing,
 * or a failure): no response schema, so each is written as it is.
 */
export const lookupRoutes = routes(lookupEndpoints, {
  find: {
    tags: ['lookups'],
    summary: 'Search (text) or detail (id) of schools, colleges and addresses',
    querystring: LookupQuery,
  },
});
