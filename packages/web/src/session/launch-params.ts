/** Query parameters read once when the app loads (spec section 2). */
export interface LaunchParams {
  /** `service_token`: staff read one application, read-only. */
  serviceToken?: string;
  /** `token`: a visitor's temporarily saved answers. */
  visitorToken?: string;
}

let launch: LaunchParams = {};

/** Reads `service_token` and `token` from a query string. */
export function readLaunchParams(search: string): LaunchParams {
  const params = new URLSearchParams(search);
  const result: LaunchParams = {};
  const service = params.get('service_token');
  const visitor = params.get('token');
  if (service) result.serviceToken = service;
  if (visitor) result.visitorToken = visitor;
  return result;
}

/** Remembers the parameters the app was loaded with. */
export const setLaunchParams = (params: LaunchParams): void => {
  launch = params;
};

/** The parameters the app was loaded with. */
export const launchParams = (): LaunchParams => launch;
