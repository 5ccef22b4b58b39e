import { AUTH_SUBMIT_FIELDS, validateAuthForm } from '@admit/engine';
import { staffConsoleRoutes } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { endStaffSession, requireStaff, startStaffSession } from '../auth/staff-sessions.ts';
import { staffLocalLoginOf } from '../config/env.ts';
import type { AppContext } from '../context.ts';
import { HttpError, badRequest, forbidden } from '../http/http-error.ts';
import { recordAudit } from '../store/audit-log.ts';
import { recordLoginSuccess, reserveLoginCheck } from '../store/login-guard.ts';
import { findStaffByEmail } from '../store/staff-accounts.ts';
import { normaliseEmail } from '../store/users.ts';
import { ACCOUNT_MESSAGES } from './account-routes.ts';

/**
 * The login guard's key of a staff e-mail: its own row, so failures at the applicant login never
 * hold back a staff member with the same address, nor the other way round.
 */
const guardKey = (email: string): string => `staff:${email}`;

/**
 * Staff sign-in with a local account, sign-out and who is signed in. Login is throttled like the
 * applicant's (per-address rate limit, per-e-mail back-off decided in one statement) and answers
 * alike for an unknown e-mail, a wrong password and a disabled account; every attempt is audited.
 */
export function registerStaffSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.route({
    ...staffConsoleRoutes.login,
    config: { rateLimit: { max: ctx.limits.loginPerMinute, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      if (!staffLocalLoginOf(ctx.env))
        throw forbidden('Staff sign-in with a password is turned off here: use single sign-on.');
      const { password } = request.body;
      const checked = validateAuthForm(
        'login',
        { username: request.body.email, password },
        { fields: AUTH_SUBMIT_FIELDS.login },
      );
      if (!checked.valid) throw badRequest(checked.messages[0]!, { errors: checked.errors });
      const email = normaliseEmail(request.body.email);
      const reservation = await reserveLoginCheck(ctx.db, ctx.limits, guardKey(email), ctx.now());
      if (!reservation.allowed)
        throw new HttpError(
          429,
          `Too many failed login attempts. Please try again in ${Math.ceil(reservation.waitMs / 1000)} seconds.`,
        );
      const account = await findStaffByEmail(ctx.db, email);
      // Without an account (or a password: made by single sign-on), verify against a dummy hash
      // anyway: every answer takes as long.
      const hasPassword = Boolean(account?.password_hash);
      const verified = await ctx.passwords.verify(
        hasPassword ? account!.password_hash : await ctx.passwords.dummy,
        password,
      );
      const ok = account !== undefined && hasPassword && verified && Number(account.disabled) === 0;
      await recordAudit(
        ctx.db,
        {
          actorKind: ok ? 'staff' : 'anonymous',
          actor: ok ? email : '',
          action: ok ? 'staff-login' : 'staff-login-refused',
          userId: '',
          detail: { ip: request.ip, route: staffConsoleRoutes.login.url, ...(ok ? {} : { email }) },
        },
        ctx.now(),
      );
      if (!ok) throw badRequest(ACCOUNT_MESSAGES.badLogin);
      await recordLoginSuccess(ctx.db, guardKey(email), ctx.now());
      await startStaffSession(ctx, request, reply, account.id);
      return { email: account.email, role: account.role };
    },
  });

  api.route({
    ...staffConsoleRoutes.logout,
    handler: async (request, reply) => {
      await endStaffSession(ctx, request, reply);
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },
  });

  api.route({
    ...staffConsoleRoutes.me,
    handler: async (request) => {
      const staff = await requireStaff(ctx, request);
      return { email: staff.email, role: staff.role };
    },
  });
}
