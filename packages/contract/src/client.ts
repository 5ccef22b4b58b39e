/*
 * The typed client as the applicant app takes it (`@admit/contract/client`): the endpoints of the
 * routes it calls, each typed by its route table, and the client over them. Types come from the
 * route tables, values from plain modules only: no schema library reaches the browser bundle.
 * The staff console's and the studio's endpoints have entries of their own
 * (`@admit/contract/client/staff-console`, `.../studio`), so each surface's bundle holds only its
 * own; the ETag codec and the wire names are `@admit/contract/wire`.
 */
import type { accountRoutes } from './accounts.ts';
import type { applicationRoutes } from './application.ts';
import type { clientConfigRoutes } from './client-config.ts';
import type { TypedEndpoints } from './client/endpoint.ts';
import type { documentRoutes } from './documents.ts';
import {
  accountEndpoints as accountTable,
  applicationEndpoints as applicationTable,
  clientConfigEndpoints as clientConfigTable,
  documentEndpoints as documentTable,
  lookupEndpoints as lookupTable,
  staffEndpoints as staffTable,
  visitorEndpoints as visitorTable,
} from './endpoints/applicant.ts';
import type { lookupRoutes } from './lookups.ts';
import type { staffRoutes } from './staff.ts';
import type { visitorRoutes } from './visitors.ts';

export * from './client/build-url.ts';
export * from './client/create-client.ts';
export * from './client/endpoint.ts';
export * from './client/json-transport.ts';

/** The account routes' endpoints (`accountRoutes`). */
export const accountEndpoints: TypedEndpoints<typeof accountRoutes> = accountTable;
/** The application routes' endpoints (`applicationRoutes`). */
export const applicationEndpoints: TypedEndpoints<typeof applicationRoutes> = applicationTable;
/** The document routes' endpoints (`documentRoutes`). */
export const documentEndpoints: TypedEndpoints<typeof documentRoutes> = documentTable;
/** The visitor routes' endpoints (`visitorRoutes`). */
export const visitorEndpoints: TypedEndpoints<typeof visitorRoutes> = visitorTable;
/** The service-token read's endpoint (`staffRoutes`). */
export const staffEndpoints: TypedEndpoints<typeof staffRoutes> = staffTable;
/** The lookup endpoint (`lookupRoutes`). */
export const lookupEndpoints: TypedEndpoints<typeof lookupRoutes> = lookupTable;
/** The web app's run-time settings endpoint (`clientConfigRoutes`). */
export const clientConfigEndpoints: TypedEndpoints<typeof clientConfigRoutes> = clientConfigTable;
