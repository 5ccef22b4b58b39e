// What crosses the wire besides the schemas (`@admit/contract/wire`): the ETag codec and the
// snake_case names of the API. Plain code, for the server and the browser alike.
export * from './etag.ts';
export * from './wire-names.ts';
