/**
 * OpenID Connect single sign-on for staff, as configured (STAFF_OIDC_*; see the README). Set
 * STAFF_OIDC_ISSUER to turn it on; the rest then has to be right, or the server does not start.
 */
export interface StaffOidcEnv {
  /** STAFF_OIDC_ISSUER: the provider's issuer identifier, e.g. https://login.example.edu/realms/staff. */
  issuer: string;
  /** STAFF_OIDC_CLIENT_ID. */
  clientId: string;
  /** STAFF_OIDC_CLIENT_SECRET: the client is confidential (client_secret_basic or _post). */
  clientSecret: string;
  /** STAFF_OIDC_SCOPE: scopes asked for (default `openid email profile`); `openid` is always in. */
  scope: string;
  /**
   * STAFF_OIDC_ROLE_CLAIM: the claim that carries roles (default `roles`); a dotted path reaches
   * into objects (`realm_access.roles`). Its value is a string or an array of strings.
   */
  roleClaim: string;
  /** STAFF_OIDC_READER_VALUES: role claim values that make a reader (comma-separated). */
  readerValues: string[];
  /** STAFF_OIDC_ADMIN_VALUES: role claim values that make an admin (comma-separated); admin wins. */
  adminValues: string[];
}

/** The staff sign-ins a server offers. */
export interface StaffSignInEnv {
  /** Set when single sign-on is configured. */
  staffOidc?: StaffOidcEnv;
  /**
   * STAFF_LOCAL_LOGIN (`true`/`false`): local accounts (`npm run staff`) may sign in with a
   * password. Default: on without STAFF_OIDC_ISSUER, off with it.
   */
  staffLocalLogin: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether requests to `url` may go over plain http: only to this machine (a laptop, tests). */
export const isLoopbackHttp = (url: URL): boolean =>
  url.protocol === 'http:' && LOOPBACK.has(url.hostname);

function flag(env: Env, name: string): boolean | undefined {
  const text = env[name]?.trim().toLowerCase();
  if (!text) return undefined;
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  throw new Error(`${name} must be true or false, not "${env[name]}".`);
}

/** Reads and checks STAFF_OIDC_* and STAFF_LOCAL_LOGIN; throws a message naming what is wrong. */
export function loadStaffSignInEnv(env: Env): StaffSignInEnv {
  const issuer = env.STAFF_OIDC_ISSUER?.trim();
  const local = flag(env, 'STAFF_LOCAL_LOGIN');
  if (!issuer) {
    const stray = Object.keys(env).filter((name) => name.startsWith('STAFF_OIDC_') && env[name]);
    if (stray.length)
      throw new Error(
        `${stray.join(', ')} set without STAFF_OIDC_ISSUER: set it too, or remove them.`,
      );
    return { staffLocalLogin: local ?? true };
  }
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`STAFF_OIDC_ISSUER is not a URL: ${issuer}`);
  }
  if (url.protocol !== 'https:' && !isLoopbackHttp(url))
    throw new Error(
      `STAFF_OIDC_ISSUER must be an https URL (plain http only on localhost): ${issuer}`,
    );
  const missing = ['STAFF_OIDC_CLIENT_ID', 'STAFF_OIDC_CLIENT_SECRET'].filter(
    (name) => !env[name]?.trim(),
  );
  const readerValues = list(env.STAFF_OIDC_READER_VALUES);
  const adminValues = list(env.STAFF_OIDC_ADMIN_VALUES);
  if (!readerValues.length && !adminValues.length)
    missing.push('STAFF_OIDC_READER_VALUES or STAFF_OIDC_ADMIN_VALUES');
  if (missing.length)
    throw new Error(`STAFF_OIDC_ISSUER is set, so ${missing.join(' and ')} must be set too.`);
  const both = readerValues.filter((value) => adminValues.includes(value));
  if (both.length)
    throw new Error(
      `STAFF_OIDC_READER_VALUES and STAFF_OIDC_ADMIN_VALUES both list ${both.join(', ')}.`,
    );
  const roleClaim = env.STAFF_OIDC_ROLE_CLAIM?.trim() || 'roles';
  if (roleClaim.split('.').some((part) => !part))
    throw new Error(`STAFF_OIDC_ROLE_CLAIM is not a claim name or dotted path: ${roleClaim}`);
  const scopes = (env.STAFF_OIDC_SCOPE?.trim() || 'openid email profile').split(/\s+/);
  return {
    staffOidc: {
      issuer,
      clientId: env.STAFF_OIDC_CLIENT_ID!.trim(),
      clientSecret: env.STAFF_OIDC_CLIENT_SECRET!.trim(),
      scope: [...new Set(['openid', ...scopes])].join(' '),
      roleClaim,
      readerValues,
      adminValues,
    },
    staffLocalLogin: local ?? false,
  };
}
