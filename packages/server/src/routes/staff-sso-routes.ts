import { staffConsoleRoutes, type StaffSsoError } from '@admit/contract';
import { STAFF_SIGN_IN_ROUTE, staffReturnPath } from '@admit/engine';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import {
  createStaffOidcClient,
  isProviderUnavailable,
  type StaffOidcClient,
} from '../auth/staff-oidc-client.ts';
import { staffRoleFromClaims } from '../auth/staff-role-from-claims.ts';
import { startStaffSession } from '../auth/staff-sessions.ts';
import { saveStaffSsoTransaction, takeStaffSsoTransaction } from '../auth/staff-sso-transaction.ts';
import { staffLocalLoginOf } from '../config/env.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/http-error.ts';
import { recordAudit } from '../store/audit-log.ts';
import { signOnStaffAccount } from '../store/staff-sso-accounts.ts';
import { normaliseEmail } from '../store/users.ts';

/** The redirect URI registered at the provider: PUBLIC_URL + /api/staff/sso/callback. */
export const staffSsoRedirectUri = (publicUrl: string): string =>
  `${publicUrl}${staffConsoleRoutes.ssoCallback.url}`;

/** An error as the log may show it: never a token, code or claim. */
const loggable = (error: unknown) => {
  const { name, code, message } = (error ?? {}) as {
    name?: string;
    code?: string;
    message?: string;
  };
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  return { name, code, message, cause: cause?.code ?? cause?.message };
};

/**
 * The staff console's sign-in options and OpenID Connect single sign-on (authorization code with
 * PKCE S256, state and nonce in a sealed cookie). The callback signs in the staff account of the
 * provider's e-mail (made at the first sign-on) with the role the configured claim gives, at every
 * sign-in, and audits each attempt (`staff-login` or `staff-login-refused`, method `sso`). A refusal
 * or failure redirects to the console with `sso_error` (see STAFF_SSO_ERRORS), never a 5xx.
 */
export function registerStaffSsoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const limited = { rateLimit: { max: ctx.limits.publicPerMinute, timeWindow: 60_000 } };
  const oidc: StaffOidcClient | undefined = ctx.env.staffOidc
    ? createStaffOidcClient(ctx.env.staffOidc)
    : undefined;
  const redirectUri = staffSsoRedirectUri(ctx.env.publicUrl);

  api.route({
    ...staffConsoleRoutes.signInOptions,
    handler: async () => ({ local: staffLocalLoginOf(ctx.env), sso: oidc !== undefined }),
  });

  const fail = (reply: FastifyReply, reason: StaffSsoError) =>
    reply.redirect(`${STAFF_SIGN_IN_ROUTE}?sso_error=${reason}`, 302);

  const refuse = async (
    request: FastifyRequest,
    reply: FastifyReply,
    reason: StaffSsoError,
    more: Record<string, unknown> = {},
  ) => {
    await recordAudit(
      ctx.db,
      {
        actorKind: 'anonymous',
        actor: '',
        action: 'staff-login-refused',
        userId: '',
        detail: {
          ip: request.ip,
          route: staffConsoleRoutes.ssoCallback.url,
          method: 'sso',
          reason,
          ...more,
        },
      },
      ctx.now(),
    );
    return fail(reply, reason);
  };

  /** The provider's configuration, or undefined (logged) when discovery fails. */
  const configuration = async (request: FastifyRequest) => {
    try {
      return await oidc!.configuration();
    } catch (error) {
      // Unreachable is the provider's trouble; anything else (its metadata names another issuer,
      // lacks an endpoint...) is a setting to fix here.
      if (isProviderUnavailable(error))
        request.log.warn({ err: loggable(error) }, 'staff sign-on provider unavailable');
      else request.log.error({ err: loggable(error) }, 'staff sign-on provider discovery failed');
      return undefined;
    }
  };

  api.route({
    ...staffConsoleRoutes.ssoStart,
    config: limited,
    handler: async (request, reply) => {
      if (!oidc) throw notFound('Single sign-on is not configured.');
      const config = await configuration(request);
      if (!config) return fail(reply, 'unavailable');
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: oidc.settings.scope,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      saveStaffSsoTransaction(ctx, reply, {
        state,
        nonce,
        codeVerifier,
        returnTo: staffReturnPath(request.query.return_to),
      });
      return reply.redirect(url.href, 302);
    },
  });

  api.route({
    ...staffConsoleRoutes.ssoCallback,
    config: limited,
    handler: async (request, reply) => {
      if (!oidc) throw notFound('Single sign-on is not configured.');
      const transaction = takeStaffSsoTransaction(ctx, request, reply);
      if (request.query.error)
        return refuse(request, reply, 'denied', { error: request.query.error });
      if (!transaction) return refuse(request, reply, 'expired');
      const config = await configuration(request);
      if (!config) return fail(reply, 'unavailable');
      // The URL the provider redirected to, as the browser saw it (PUBLIC_URL, not the socket's).
      const current = new URL(redirectUri);
      const query = request.url.indexOf('?');
      if (query >= 0) current.search = request.url.slice(query);
      let claims: Record<string, unknown>;
      try {
        const tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: transaction.codeVerifier,
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims()!;
        claims = { ...idToken };
        // Many providers put e-mail and roles only in UserInfo (OpenID Connect's default for the
        // code flow): ask it when the ID token lacks them.
        const missing =
          claims.email === undefined || staffRoleFromClaims(claims, oidc.settings) === undefined;
        if (missing && config.serverMetadata().userinfo_endpoint && tokens.access_token) {
          const userInfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
          claims = { ...userInfo, ...idToken };
        }
      } catch (error) {
        if (isProviderUnavailable(error)) {
          request.log.warn({ err: loggable(error) }, 'staff sign-on provider unavailable');
          return fail(reply, 'unavailable');
        }
        request.log.info({ err: loggable(error) }, 'staff sign-on answer refused');
        const {
          code,
          error: oauthError,
          message,
          cause,
        } = error as {
          code?: string;
          error?: string;
          message?: string;
          cause?: unknown;
        };
        // openid-client wraps the check that failed (its message names the parameter or claim).
        const why = cause instanceof Error ? cause.message : message;
        return refuse(request, reply, 'failed', {
          error: oauthError ?? code ?? 'invalid',
          why: String(why ?? '').slice(0, 200),
        });
      }
      const email = typeof claims.email === 'string' ? normaliseEmail(claims.email) : '';
      // Some providers send email_verified as text.
      const unverified = claims.email_verified === false || claims.email_verified === 'false';
      if (!email || unverified || email.length > 254) return refuse(request, reply, 'no-email');
      const role = staffRoleFromClaims(claims, oidc.settings);
      if (!role) return refuse(request, reply, 'no-role', { email });
      const account = await signOnStaffAccount(ctx.db, {
        email,
        subject: String(claims.sub),
        role,
        now: ctx.now(),
      });
      if (Number(account.disabled) !== 0) return refuse(request, reply, 'disabled', { email });
      await recordAudit(
        ctx.db,
        {
          actorKind: 'staff',
          actor: email,
          action: 'staff-login',
          userId: '',
          detail: {
            ip: request.ip,
            route: staffConsoleRoutes.ssoCallback.url,
            method: 'sso',
            role,
          },
        },
        ctx.now(),
      );
      await startStaffSession(ctx, request, reply, account.id);
      return reply.redirect(transaction.returnTo, 302);
    },
  });
}
