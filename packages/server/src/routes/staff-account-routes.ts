import { staffConsoleRoutes, type StaffAccount } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../auth/staff-sessions.ts';
import type { AppContext } from '../context.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import {
  listStaffAccounts,
  changeStaffAccount,
  type StaffAccountSummary,
} from '../store/staff-accounts.ts';
import { normaliseEmail } from '../store/users.ts';
import { staffAudited } from './staff-audited.ts';

const shown = (account: StaffAccountSummary): StaffAccount => ({
  email: account.email,
  role: account.role,
  disabled: account.disabled,
  sso: account.sso,
  local: account.local,
  created_at: new Date(account.createdAt).toISOString(),
});

/**
 * Staff accounts in the console (admins): the list, and a change of another account's role or
 * disabled state, which open sessions follow at once (each request reads the account). An admin
 * cannot change their own account, and one enabled admin always remains (see changeStaffAccount); new
 * accounts come from `npm run staff -- add` or a first single sign-on. Each request is audited,
 * a change with what it asked for.
 */
export function registerStaffAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.limits.publicPerMinute, timeWindow: 60_000 } };
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.route({
    ...staffConsoleRoutes.accounts,
    config: limited,
    ...staffAudited(ctx, 'list-staff-accounts'),
    handler: async (request) => {
      await requireStaff(ctx, request, 'admin');
      return (await listStaffAccounts(ctx.db)).map(shown);
    },
  });

  api.route({
    ...staffConsoleRoutes.updateAccount,
    config: limited,
    ...staffAudited(ctx, 'update-staff-account', (request) => {
      const { email, role, disabled } = (request.body ?? {}) as Record<string, unknown>;
      return { account: String(email ?? '').slice(0, 254), change: { role, disabled } };
    }),
    handler: async (request) => {
      const staff = await requireStaff(ctx, request, 'admin');
      const { email, role, disabled } = request.body;
      if (role === undefined && disabled === undefined)
        throw badRequest('Say what to change: a role, or whether the account is disabled.');
      if (normaliseEmail(email) === normaliseEmail(staff.email))
        throw badRequest('You cannot change your own staff account. Ask another administrator.');
      const outcome = await changeStaffAccount(ctx.database, email, {
        ...(role ? { role } : {}),
        ...(disabled === undefined ? {} : { disabled }),
      });
      if (outcome === 'missing') throw notFound('No staff account has this e-mail address.');
      if (outcome === 'last-admin')
        throw conflict('This is the only enabled administrator: make another one first.');
      const [account] = await listStaffAccounts(ctx.db, email);
      return shown(account!);
    },
  });
}
