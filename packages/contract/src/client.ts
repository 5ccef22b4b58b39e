/*
 * What the browser packages take from the contract at run time (`@admit/contract/client`): every
 * route's endpoint, typed by its route table, the typed client over them, the ETag codec and the
 * wire names. Types come from the route tables, values from plain modules only: no schema library
 * reaches the browser bundle.
 */
import type { accountRoutes } from './accounts.ts';
import type { applicationRoutes } from './application.ts';
import type { clientConfigRoutes } from './client-config.ts';
import type { documentRoutes } from './documents.ts';
import type { lookupRoutes } from './lookups.ts';
import type { operationRoutes } from './operations.ts';
import type { staffConsoleRoutes } from './staff-console.ts';
import type { staffRoutes } from './staff.ts';
import type { studioRoutes } from './studio.ts';
import type { visitorRoutes } from './visitors.ts';
import {
  accountEndpoints as accountTable,
  applicationEndpoints as applicationTable,
  clientConfigEndpoints as clientConfigTable,
  documentEndpoints as documentTable,
  lookupEndpoints as lookupTable,
  operationEndpoints as operationTable,
  staffEndpoints as staffTable,
  studioEndpoints as studioTable,
  staffConsoleEndpoints as staffConsoleTable,
  visitorEndpoints as visitorTable,
} from './endpoints.ts';
import type { TypedEndpoints } from './wire/endpoint.ts';

export * from './wire/build-url.ts';
export * from './wire/create-client.ts';
export * from './wire/endpoint.ts';
export * from './wire/etag.ts';
export * from './wire/json-transport.ts';
export * from './wire/wire-names.ts';

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
/** The staff console's endpoints (`staffConsoleRoutes`). */
export const staffConsoleEndpoints: TypedEndpoints<typeof staffConsoleRoutes> = staffConsoleTable;
/** The lookup endpoint (`lookupRoutes`). */
export const lookupEndpoints: TypedEndpoints<typeof lookupRoutes> = lookupTable;
/** The web app's run-time settings endpoint (`clientConfigRoutes`). */
export const clientConfigEndpoints: TypedEndpoints<typeof clientConfigRoutes> = clientConfigTable;
/** The health and metrics endpoints (`operationRoutes`). */
export const operationEndpoints: TypedEndpoints<typeof operationRoutes> = operationTable;
/** The config studio's endpoints (`studioRoutes`). */
export const studioEndpoints: TypedEndpoints<typeof studioRoutes> = studioTable;
