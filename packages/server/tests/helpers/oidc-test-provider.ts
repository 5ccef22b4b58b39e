// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types; importers in other packages (browser tests) get these with this file.
/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (oidc-provider) in this process, on a loopback port, for tests of staff
 * single sign-on: server tests drive it over HTTP with `signIn`, browser tests through its
 * sign-in page.
 *
 * ```ts
 * const op = await startOidcTestProvider({
 *   redirectUris: [`${publicUrl}/api/staff/sso/callback`],
 *   accounts: { alice: { email: 'alice@example.edu', roles: ['staff-admin'] } },
 * });
 * // the app's environment: op.env plus STAFF_OIDC_ROLE_CLAIM, _READER_VALUES, _ADMIN_VALUES
 * const back = await op.signIn(locationOfSsoStart, 'alice'); // the redirect to the app's callback
 * await op.close();
 * ```
 *
 * The sign-in page (`/interaction/<uid>`) is a form with one text field, `login` (an account id),
 * and two buttons, "Sign in" and "Cancel" (the provider then answers `access_denied`). Signing in
 * also grants every scope the client asked for: there is no consent step. The client is
 * confidential (`client_secret_basic`) and must use PKCE.
 */
export interface OidcTestProviderOptions {
  /** The redirect URIs the client may use (the app's PUBLIC_URL + /api/staff/sso/callback). */
  redirectUris: string[];
  /**
   * Accounts by id (what is typed into `login`), each with the claims it releases: `email`,
   * `email_verified` (default true), and any others (role claims, nested objects...). Every
   * claim other than `sub`, `email` and `email_verified` is released with the `profile` scope.
   */
  accounts: Record<string, Record<string, unknown>>;
  /** More claim names `setAccount` may use later (released with `profile`). */
  claimNames?: string[];
  /** Port to listen on (default: a free one); host is always 127.0.0.1. */
  port?: number;
  /** The issuer's host name: `127.0.0.1` (default) or `localhost`. */
  issuerHost?: '127.0.0.1' | 'localhost';
  clientId?: string;
  clientSecret?: string;
  /**
   * Put the released claims in the ID token too (default: only UserInfo has them, which is
   * OpenID Connect's rule for the code flow and what many providers do).
   */
  claimsInIdToken?: boolean;
}

export interface OidcTestProvider {
  /** The issuer identifier, e.g. `http://127.0.0.1:43121`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** STAFF_OIDC_ISSUER, _CLIENT_ID and _CLIENT_SECRET for the app's environment. */
  env: Record<string, string>;
  /** How many UserInfo requests the provider has answered. */
  readonly userInfoRequests: number;
  /** Replaces (or adds) an account's claims; the next sign-in releases the new ones. */
  setAccount(id: string, claims: Record<string, unknown>): void;
  /**
   * Plays the browser from an authorization URL (the app's redirect from `ssoStart`): follows
   * the provider's redirects with a cookie jar of its own, submits the sign-in form as
   * `accountId` (or presses "Cancel" when `accountId` is undefined) and returns the URL the
   * provider finally redirects to, without requesting it.
   */
  signIn(authorizationUrl: string, accountId: string | undefined): Promise<string>;
  close(): Promise<void>;
}

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const signInPage = (uid: string, accounts: string[], message = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head>
<body><h1>Test provider sign-in</h1>${message ? `<p role="alert">${html(message)}</p>` : ''}
<form method="post" action="/interaction/${html(uid)}">
<label>Account <input name="login" autocomplete="off" autofocus></label>
<button type="submit" name="action" value="sign-in">Sign in</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form><p>Accounts: ${accounts.map(html).join(', ')}</p></body></html>`;

/** oidc-provider's storage (codes, sessions, grants...) in a Map of this provider only. */
function memoryAdapter() {
  const store = new Map<string, Record<string, unknown>>();
  return class MapAdapter {
    private readonly model: string;
    constructor(model: string) {
      this.model = model;
    }
    private key = (id: string) => `${this.model}:${id}`;
    async upsert(id: string, payload: Record<string, unknown>) {
      store.set(this.key(id), { ...payload });
      if (typeof payload.uid === 'string') store.set(`${this.model}:uid:${payload.uid}`, { id });
    }
    async find(id: string) {
      return store.get(this.key(id));
    }
    async findByUid(uid: string) {
      const found = store.get(`${this.model}:uid:${uid}`);
      return found ? this.find(String(found.id)) : undefined;
    }
    async findByUserCode() {
      return undefined;
    }
    async consume(id: string) {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of store) if (payload.grantId === grantId) store.delete(key);
    }
  };
}

async function formBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the provider; see OidcTestProviderOptions. */
export async function startOidcTestProvider(
  options: OidcTestProviderOptions,
): Promise<OidcTestProvider> {
  const clientId = options.clientId ?? 'admit-staff';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const accounts = new Map(Object.entries(options.accounts));
  const claimNames = new Set(options.claimNames ?? []);
  for (const claims of accounts.values())
    for (const name of Object.keys(claims)) claimNames.add(name);
  for (const name of ['sub', 'email', 'email_verified']) claimNames.delete(name);

  // Made once the server listens (the issuer names its port); no request comes before that.
  const made: { provider?: Provider; handle?: ReturnType<Provider['callback']> } = {};
  const interaction = async (request: IncomingMessage, response: ServerResponse) => {
    const details = await made.provider!.interactionDetails(request, response);
    const page = (message?: string) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(signInPage(details.uid, [...accounts.keys()], message));
    };
    if (request.method === 'GET') return page();
    const form = await formBody(request);
    if (form.get('action') === 'cancel')
      return made.provider!.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
    const accountId = form.get('login') ?? '';
    if (!accounts.has(accountId)) return page(`No account ${accountId}.`);
    const grant = new made.provider!.Grant({
      accountId,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await made.provider!.interactionFinished(
      request,
      response,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  let userInfoRequests = 0;
  const server = createServer((request, response) => {
    if (request.url?.split('?')[0] === '/me') userInfoRequests++;
    if (request.url?.startsWith('/interaction/'))
      interaction(request, response).catch((error: unknown) => {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(`interaction failed: ${(error as Error).message}`);
      });
    else made.handle!(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.issuerHost ?? '127.0.0.1'}:${port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: [...claimNames],
    },
    adapter: memoryAdapter(),
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Error</title><p>${html(out.error ?? '')}: ${html(out.error_description ?? '')}</p>`;
    },
    features: { devInteractions: { enabled: false } },
    conformIdTokenClaims: !options.claimsInIdToken,
    interactions: { url: (_ctx: unknown, found: { uid: string }) => `/interaction/${found.uid}` },
    pkce: { required: () => true },
    findAccount: (_ctx: unknown, sub: string) => {
      const claims = accounts.get(sub);
      if (!claims) return undefined;
      return {
        accountId: sub,
        claims: () => ({ email_verified: true, ...claims, sub }),
      };
    },
  });
  made.provider = provider;
  made.handle = provider.callback();
  // The provider's own errors are the tests' subject; keep them off the console.
  provider.on('server_error', () => undefined);
  const open = new Set<Socket>();
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });

  return {
    issuer,
    clientId,
    clientSecret,
    env: {
      STAFF_OIDC_ISSUER: issuer,
      STAFF_OIDC_CLIENT_ID: clientId,
      STAFF_OIDC_CLIENT_SECRET: clientSecret,
    },
    get userInfoRequests() {
      return userInfoRequests;
    },
    setAccount(id, claims) {
      accounts.set(id, claims);
    },
    async signIn(authorizationUrl, accountId) {
      const jar = new Map<string, string>();
      const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const keep = (response: Response) => {
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          const name = pair.slice(0, at).trim();
          const value = pair.slice(at + 1).trim();
          if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
          else jar.set(name, value);
        }
      };
      const own = new URL(issuer).origin;
      let url = new URL(authorizationUrl);
      let form: URLSearchParams | undefined;
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== own) return url.href;
        const response = await fetch(url, {
          redirect: 'manual',
          method: form ? 'POST' : 'GET',
          headers: {
            cookie: cookie(),
            ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          ...(form ? { body: form.toString() } : {}),
        });
        keep(response);
        form = undefined;
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          url = new URL(location, url);
          continue;
        }
        const text = await response.text();
        if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
          if (text.includes('role="alert"')) throw new Error(`sign-in refused: ${text}`);
          form = new URLSearchParams(
            accountId === undefined
              ? { action: 'cancel' }
              : { action: 'sign-in', login: accountId },
          );
          continue;
        }
        throw new Error(
          `unexpected answer from the provider at ${url.pathname}: ${response.status} ${text}`,
        );
      }
      throw new Error('too many redirects at the provider');
    },
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      });
    },
  };
}
