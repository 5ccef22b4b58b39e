/*
 * The config studio's typed endpoints (`@admit/contract/client/studio`), for its front end; call
 * them with createClient (and jsonTransport) from `@admit/contract/client`.
 */
import type { TypedEndpoints } from './client/endpoint.ts';
import { studioEndpoints as table } from './endpoints/studio.ts';
import type { studioRoutes } from './studio.ts';

/** The config studio's endpoints (`studioRoutes`). */
export const studioEndpoints: TypedEndpoints<typeof studioRoutes> = table;
