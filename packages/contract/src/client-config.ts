import { Type, type Static } from '@sinclair/typebox';
import { routes } from './schema-helpers.ts';
import { clientConfigEndpoints } from './endpoints/applicant.ts';

/** GET /public/client-config: settings the server decides at run time. */
export const ClientConfig = Type.Object({
  /** Inactivity before logout, in ms (SESSION_IDLE_MS unless the server's environment says otherwise). */
  session_idle_ms: Type.Integer(),
  /** How long before the logout the warning shows, in ms (see sessionWarningMs). */
  session_warning_ms: Type.Integer(),
});
export type ClientConfig = Static<typeof ClientConfig>;

/** What the web app takes from the server at run time. */
export const clientConfigRoutes = routes(clientConfigEndpoints, {
  clientConfig: {
    tags: ['web app'],
    summary: 'Settings the web app takes from the server (inactivity logout)',
    response: { 200: ClientConfig },
  },
});
