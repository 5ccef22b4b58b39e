import {
  AUTH_SUBMIT_FIELDS,
  validateAuthForm,
  validateResendEmail,
  type AuthFormName,
} from '@admit/engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consumeCode, issueCode } from '../auth/codes.ts';
import { newId } from '../auth/crypto.ts';
import { clearSessionCookies, endAllSessions, endSession, startSession } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { HttpError, badRequest, forbidden } from '../http/http-error.ts';
import { messageSchema } from '../http/schemas.ts';
import { accountMail } from '../mail/account-mails.ts';
import { adoptVisitorAnswers } from './visitor-answers.ts';

/** What the account routes answer; identical whether or not the e-mail has an account. */
export const ACCOUNT_MESSAGES = {
  signedUp:
    'We have sent a confirmation code to your email address. Please enter it to confirm your account.',
  confirmed: 'Your account has been confirmed. Please log in.',
  badCode: 'Invalid verification code provided, please try again.',
  resent:
    'If your account is waiting for confirmation, we have sent a new confirmation code to your email address.',
  loggedIn: 'You are logged in.',
  badLogin: 'Incorrect username or password.',
  notConfirmed:
    'Your account is not confirmed yet. Please enter the code we sent to your email address.',
  forgot: 'If an account uses this email address, we have sent it a link to reset your password.',
  reset: 'Your password has been reset. Please log in.',
  badReset: 'This password reset link is invalid or has expired. Please request a new one.',
  loggedOut: 'You have been logged out.',
} as const;

const str = { type: 'string', maxLength: 320 } as const;
const body = (required: string[], extra: Record<string, unknown> = {}) => ({
  type: 'object',
  required,
  properties: { ...Object.fromEntries(required.map((k) => [k, str])), ...extra },
});
const visitorToken = { token: { type: 'string', maxLength: 128 } };

const checkForm = (form: AuthFormName, values: Record<string, unknown>): void => {
  const result = validateAuthForm(form, values, { fields: AUTH_SUBMIT_FIELDS[form] });
  if (!result.valid) throw badRequest(result.messages[0]!, { errors: result.errors });
};

const normalise = (email: string): string => email.trim().toLowerCase();

async function findUser(ctx: AppContext, email: string) {
  return ctx.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalise(email))
    .executeTakeFirst();
}

/** Back-off: after N failures since the last success (per e-mail typed, account or not), wait 2^k s. */
async function loginBackoffMs(ctx: AppContext, email: string): Promise<number> {
  const now = ctx.now();
  const attempts = await ctx.db
    .selectFrom('login_attempts')
    .select(['success', 'at'])
    .where('email', '=', email)
    .where('at', '>', now - ctx.limits.loginBackoffMaxMs * 2)
    .orderBy('at', 'desc')
    .limit(50)
    .execute();
  let failures = 0;
  for (const attempt of attempts) {
    if (attempt.success) break;
    failures++;
  }
  const over = failures - ctx.limits.loginFailuresBeforeBackoff;
  if (over < 0 || !attempts[0]) return 0;
  const wait = Math.min(1000 * 2 ** over, ctx.limits.loginBackoffMaxMs);
  return Math.max(0, Number(attempts[0].at) + wait - now);
}

async function recordLogin(
  ctx: AppContext,
  request: FastifyRequest,
  email: string,
  userId: string | null,
  success: boolean,
) {
  await ctx.db
    .insertInto('login_attempts')
    .values({
      id: newId(),
      email,
      user_id: userId,
      ip: request.ip,
      success: success ? 1 : 0,
      at: ctx.now(),
    })
    .execute();
}

/** Sign-up, confirm, resend, login, forgot, reset and logout. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.limits.publicPerMinute, timeWindow: 60_000 } };
  const schema = (bodySchema: object, summary: string) => ({
    tags: ['accounts'],
    summary,
    body: bodySchema,
    response: { 200: messageSchema },
  });

  app.post<{ Body: { username: string; password: string; token?: string } }>(
    '/public/signup',
    {
      config: limited,
      schema: schema(body(['username', 'password'], visitorToken), 'Create an account'),
    },
    async (request) => {
      checkForm('signup', request.body);
      const email = normalise(request.body.username);
      const passwordHash = await ctx.passwords.hash(request.body.password);
      const existing = await findUser(ctx, email);
      if (existing) {
        // Same answer as a new account; the owner learns of the attempt by mail.
        if (existing.confirmed)
          await ctx.mailer.send({
            to: email,
            ...accountMail(ctx.partner.config.partner, 'exists'),
          });
        else {
          const code = await issueCode(ctx, existing.id, 'confirm');
          if (code)
            await ctx.mailer.send({
              to: email,
              ...accountMail(ctx.partner.config.partner, 'confirm', code),
            });
        }
        return { message: ACCOUNT_MESSAGES.signedUp };
      }
      const id = newId();
      await ctx.db
        .insertInto('users')
        .values({
          id,
          email,
          password_hash: passwordHash,
          confirmed: 0,
          last_page: '',
          created_at: ctx.now(),
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      const created = await findUser(ctx, email);
      if (created?.id === id) {
        await adoptVisitorAnswers(ctx, request.body.token, id);
        const code = await issueCode(ctx, id, 'confirm');
        if (code)
          await ctx.mailer.send({
            to: email,
            ...accountMail(ctx.partner.config.partner, 'confirm', code),
          });
      }
      return { message: ACCOUNT_MESSAGES.signedUp };
    },
  );

  app.post<{ Body: { username: string; code: string } }>(
    '/public/confirm',
    {
      config: limited,
      schema: schema(body(['username', 'code']), 'Confirm an account with the mailed code'),
    },
    async (request) => {
      checkForm('confirm', request.body);
      const user = await findUser(ctx, request.body.username);
      const ok =
        user && !user.confirmed && (await consumeCode(ctx, user.id, 'confirm', request.body.code));
      if (!ok) throw badRequest(ACCOUNT_MESSAGES.badCode);
      await ctx.db.updateTable('users').set({ confirmed: 1 }).where('id', '=', user.id).execute();
      return { message: ACCOUNT_MESSAGES.confirmed };
    },
  );

  app.post<{ Body: { username: string } }>(
    '/public/resend-confirm',
    { config: limited, schema: schema(body(['username']), 'Mail a new confirmation code') },
    async (request) => {
      const problems = validateResendEmail(request.body.username);
      if (problems.length) throw badRequest(problems[0]!);
      const user = await findUser(ctx, request.body.username);
      if (user && !user.confirmed) {
        const code = await issueCode(ctx, user.id, 'confirm');
        if (code)
          await ctx.mailer.send({
            to: user.email,
            ...accountMail(ctx.partner.config.partner, 'confirm', code),
          });
      }
      return { message: ACCOUNT_MESSAGES.resent };
    },
  );

  app.post<{ Body: { username: string; password: string; token?: string } }>(
    '/public/login',
    {
      config: { rateLimit: { max: ctx.limits.loginPerMinute, timeWindow: 60_000 } },
      schema: {
        ...schema(
          { ...body(['username', 'password'], visitorToken), additionalProperties: true },
          'Log in (rotates the session)',
        ),
      },
    },
    async (request, reply) => {
      checkForm('login', request.body);
      const email = normalise(request.body.username);
      const wait = await loginBackoffMs(ctx, email);
      if (wait > 0)
        throw new HttpError(
          429,
          `Too many failed login attempts. Please try again in ${Math.ceil(wait / 1000)} seconds.`,
        );
      const user = await findUser(ctx, email);
      // Without an account, verify against a dummy hash anyway: both answers take as long.
      const verified = await ctx.passwords.verify(
        user?.password_hash ?? (await ctx.passwords.dummy),
        request.body.password,
      );
      const ok = user !== undefined && verified;
      if (!user || !ok) {
        await recordLogin(ctx, request, email, null, false);
        throw badRequest(ACCOUNT_MESSAGES.badLogin);
      }
      if (!user.confirmed) throw forbidden(ACCOUNT_MESSAGES.notConfirmed);
      await recordLogin(ctx, request, email, user.id, true);
      await startSession(ctx, request, reply, user.id);
      await adoptVisitorAnswers(ctx, request.body.token, user.id);
      return { message: ACCOUNT_MESSAGES.loggedIn };
    },
  );

  app.post<{ Body: { username: string } }>(
    '/public/forgot-password',
    { config: limited, schema: schema(body(['username']), 'Mail a password reset link') },
    async (request) => {
      checkForm('forgot', request.body);
      const user = await findUser(ctx, request.body.username);
      if (user) {
        const code = await issueCode(ctx, user.id, 'reset');
        if (code) {
          const link = new URL('/reset', ctx.env.publicUrl);
          link.searchParams.set('username', user.email);
          link.searchParams.set('id', code);
          await ctx.mailer.send({
            to: user.email,
            ...accountMail(ctx.partner.config.partner, 'reset', link.toString()),
          });
        }
      }
      return { message: ACCOUNT_MESSAGES.forgot };
    },
  );

  app.post<{ Body: { username: string; password: string; confirm_password: string; id: string } }>(
    '/public/reset-password',
    {
      config: limited,
      schema: schema(
        body(['username', 'password', 'confirm_password', 'id']),
        'Set a new password with the mailed code',
      ),
    },
    async (request) => {
      checkForm('reset', request.body);
      const user = await findUser(ctx, request.body.username);
      if (!user || !(await consumeCode(ctx, user.id, 'reset', request.body.id)))
        throw badRequest(ACCOUNT_MESSAGES.badReset);
      const passwordHash = await ctx.passwords.hash(request.body.password);
      // The code came by mail, so the address is proven: a reset also confirms the account.
      await ctx.db
        .updateTable('users')
        .set({ password_hash: passwordHash, confirmed: 1 })
        .where('id', '=', user.id)
        .execute();
      await endAllSessions(ctx, user.id);
      return { message: ACCOUNT_MESSAGES.reset };
    },
  );

  app.get(
    '/api/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log out (revokes the session)',
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      await endSession(ctx, request);
      clearSessionCookies(ctx, reply);
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },
  );
}
