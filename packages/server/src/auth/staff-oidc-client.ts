import * as client from 'openid-client';
import { isLoopbackHttp, type StaffOidcEnv } from '../config/staff-sign-in-env.ts';

/** How long one request to the provider (discovery, token, userinfo) may take, in seconds. */
const PROVIDER_TIMEOUT_SECONDS = 10;

/** The provider as the server talks to it: discovered at first use, again after a failure. */
export interface StaffOidcClient {
  readonly settings: StaffOidcEnv;
  /**
   * The provider's configuration. Discovery runs on the first sign-in, not at start, so a
   * provider down while the server starts does not stop it; a failed discovery is tried again by
   * the next sign-in.
   */
  configuration(): Promise<client.Configuration>;
}

/**
 * client_secret_basic, the OpenID default, unless the provider announces only client_secret_post.
 */
const secretAuth =
  (secret: string): client.ClientAuth =>
  (as, metadata, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const post = methods !== undefined && !methods.includes('client_secret_basic');
    return (post ? client.ClientSecretPost(secret) : client.ClientSecretBasic(secret))(
      as,
      metadata,
      body,
      headers,
    );
  };

/** The staff sign-on client of the configured provider. */
export function createStaffOidcClient(settings: StaffOidcEnv): StaffOidcClient {
  const issuer = new URL(settings.issuer);
  let discovered: Promise<client.Configuration> | undefined;
  const discover = () =>
    client.discovery(
      issuer,
      settings.clientId,
      { client_secret: settings.clientSecret },
      secretAuth(settings.clientSecret),
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // Plain http only to a provider on this machine (checked when the settings were read).
        ...(isLoopbackHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
  return {
    settings,
    configuration() {
      discovered ??= discover().catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      return discovered;
    },
  };
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/**
 * Whether an error of the provider's client means the provider could not be reached or answered
 * with a server error (as opposed to refusing this sign-in).
 */
export function isProviderUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 6; depth++) {
    const { name, code, message, status } = cause as {
      name?: string;
      code?: string;
      message?: string;
      status?: number;
    };
    if (name === 'TimeoutError' || name === 'AbortError') return true;
    if (code && NETWORK_CODES.has(code)) return true;
    if (name === 'TypeError' && message === 'fetch failed') return true;
    if (typeof status === 'number' && status >= 500) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
