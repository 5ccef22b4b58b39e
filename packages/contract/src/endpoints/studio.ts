import type { Endpoints } from '../client/endpoint.ts';

/*
 * The methods and URLs of the config studio's own API (`../studio.ts` adds the schemas).
 */

/** The config studio's own API over one partner folder (served by `npm run studio`). */
export const studioEndpoints = {
  folder: { method: 'GET', url: '/api/folder' },
  save: { method: 'POST', url: '/api/save' },
} satisfies Endpoints;
