/*
 * The staff console's typed endpoints (`@admit/contract/client/staff-console`): a module apart from
 * the applicant's client, so they load with the console's own chunk. Call them with createClient
 * from `@admit/contract/client`; their download and sign-on addresses are staffConsoleLinks.
 */
import type { TypedEndpoints } from './client/endpoint.ts';
import { createLinks } from './client/create-links.ts';
import { staffConsoleEndpoints as table } from './endpoints/staff-console.ts';
import type { staffConsoleRoutes } from './staff-console.ts';

/** The staff console's endpoints (`staffConsoleRoutes`). */
export const staffConsoleEndpoints: TypedEndpoints<typeof staffConsoleRoutes> = table;

/** The addresses of the console's GET routes, for links the browser follows (downloads, sign-on). */
export const staffConsoleLinks = createLinks(staffConsoleEndpoints);
