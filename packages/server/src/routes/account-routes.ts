import {
  AUTH_SUBMIT_FIELDS,
  validateAuthForm,
  validateResendEmail,
  type AuthFormName,
} from '@admit/engine';
import { accountRoutes } from '@admit/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { serverTexts } from '@admit/texts/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestAccountMail } from '../auth/account-mail-job.ts';
import { clearSessionCookies, endSession, startSession } from '../auth/sessions.ts';
import { secretsOf } from '../config/env.ts';
import { applicationWrites, type AppContext } from '../context.ts';
import { newId, sha256 } from '../crypto/crypto.ts';
import { HttpError, badRequest, forbidden } from '../http/http-error.ts';
import { declaredLanguage } from '../languages/declared-language.ts';
import { setLanguageCookie } from '../languages/language-cookie.ts';
import { offeredLanguages } from '../languages/offered-languages.ts';
import { visitorLanguage } from '../languages/request-language.ts';
import { consumeCode } from '../store/codes.ts';
import { recordLoginAttempt } from '../store/login-attempts.ts';
import { recordLoginSuccess, reserveLoginCheck } from '../store/login-guard.ts';
import { revokeAllSessions } from '../store/sessions.ts';
import {
  confirmUser,
  createUser,
  findUserByEmail,
  normaliseEmail,
  resetPassword,
  saveLanguage,
} from '../store/users.ts';
import { adoptVisitorAnswers } from '../store/visitor-answers.ts';

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

/** The engine's texts in the visitor's language: an auth form answers in it. */
const visitorTexts = (ctx: AppContext, request: FastifyRequest) =>
  serverTexts(visitorLanguage(ctx, request));

/** Refuses an auth form's body that breaks a rule, with the rule's message in the visitor's language. */
const checkForm = (
  ctx: AppContext,
  request: FastifyRequest<{ Body: Record<string, unknown> }>,
  form: AuthFormName,
): void => {
  const result = validateAuthForm(form, request.body, {
    fields: AUTH_SUBMIT_FIELDS[form],
    texts: visitorTexts(ctx, request),
  });
  if (!result.valid) throw badRequest(result.messages[0]!, { errors: result.errors });
};

/** Sign-up, confirm, resend, login, forgot, reset and logout. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limited = { rateLimit: { max: ctx.limits.publicPerMinute, timeWindow: 60_000 } };
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const writes = applicationWrites(ctx);
  /** What a code a user types is checked against, now. */
  const codeCheck = () => ({
    secrets: secretsOf(ctx.env),
    maxAttempts: ctx.limits.codeMaxAttempts,
    now: ctx.now(),
  });

  api.route({
    ...accountRoutes.signup,
    config: limited,
    handler: async (request) => {
      checkForm(ctx, request, 'signup');
      const email = normaliseEmail(request.body.username);
      const passwordHash = await ctx.passwords.hash(request.body.password);
      // The same work whether or not the e-mail has an account: one write to its row (a new one,
      // or the existing one rewritten as it was) and one job, which finds out what to mail; both
      // in one transaction, so an account never waits for a code that nothing will send.
      const id = newId();
      const { token } = request.body;
      await ctx.db.transaction().execute(async (trx) => {
        // The visitor's language (their choice, else their browser's) becomes the account's.
        const language = visitorLanguage(ctx, request);
        await createUser(trx, { id, email, passwordHash, language }, ctx.now());
        await requestAccountMail(
          ctx,
          {
            request: 'signup',
            email,
            createdId: id,
            ...(token ? { visitorTokenHash: sha256(token) } : {}),
          },
          trx,
        );
      });
      return { message: ACCOUNT_MESSAGES.signedUp };
    },
  });

  api.route({
    ...accountRoutes.confirm,
    config: limited,
    handler: async (request) => {
      checkForm(ctx, request, 'confirm');
      const user = await findUserByEmail(ctx.db, request.body.username);
      const ok =
        user &&
        !user.confirmed &&
        (await consumeCode(ctx.db, user.id, 'confirm', request.body.code, codeCheck()));
      if (!ok) throw badRequest(ACCOUNT_MESSAGES.badCode);
      await confirmUser(ctx.db, user.id);
      return { message: ACCOUNT_MESSAGES.confirmed };
    },
  });

  api.route({
    ...accountRoutes.resendConfirm,
    config: limited,
    handler: async (request) => {
      const problems = validateResendEmail(request.body.username, visitorTexts(ctx, request));
      if (problems.length) throw badRequest(problems[0]!);
      await requestAccountMail(ctx, {
        request: 'resend',
        email: normaliseEmail(request.body.username),
      });
      return { message: ACCOUNT_MESSAGES.resent };
    },
  });

  api.route({
    ...accountRoutes.login,
    config: { rateLimit: { max: ctx.limits.loginPerMinute, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      checkForm(ctx, request, 'login');
      const email = normaliseEmail(request.body.username);
      const reservation = await reserveLoginCheck(ctx.db, ctx.limits, email, ctx.now());
      if (!reservation.allowed)
        throw new HttpError(
          429,
          `Too many failed login attempts. Please try again in ${Math.ceil(reservation.waitMs / 1000)} seconds.`,
        );
      const user = await findUserByEmail(ctx.db, email);
      // Without an account, verify against a dummy hash anyway: both answers take as long.
      const verified = await ctx.passwords.verify(
        user?.password_hash ?? (await ctx.passwords.dummy),
        request.body.password,
      );
      if (!user || !verified) {
        await recordLoginAttempt(
          ctx.db,
          { email, userId: null, ip: request.ip, success: false },
          ctx.now(),
        );
        throw badRequest(ACCOUNT_MESSAGES.badLogin);
      }
      await recordLoginSuccess(ctx.db, email, ctx.now());
      if (!user.confirmed) throw forbidden(ACCOUNT_MESSAGES.notConfirmed);
      await recordLoginAttempt(
        ctx.db,
        { email, userId: user.id, ip: request.ip, success: true },
        ctx.now(),
      );
      await startSession(ctx, request, reply, user.id);
      const { token } = request.body;
      if (token) await adoptVisitorAnswers(writes, sha256(token), user.id, ctx.now());
      // The account's language, on this device too; an account without one takes the visitor's.
      const language =
        declaredLanguage(offeredLanguages(ctx), user.language) ?? visitorLanguage(ctx, request);
      if (user.language === null) await saveLanguage(ctx.db, user.id, language);
      setLanguageCookie(ctx, reply, language);
      return { message: ACCOUNT_MESSAGES.loggedIn, language };
    },
  });

  api.route({
    ...accountRoutes.forgotPassword,
    config: limited,
    handler: async (request) => {
      checkForm(ctx, request, 'forgot');
      await requestAccountMail(ctx, {
        request: 'forgot',
        email: normaliseEmail(request.body.username),
      });
      return { message: ACCOUNT_MESSAGES.forgot };
    },
  });

  api.route({
    ...accountRoutes.resetPassword,
    config: limited,
    handler: async (request) => {
      checkForm(ctx, request, 'reset');
      const user = await findUserByEmail(ctx.db, request.body.username);
      if (!user || !(await consumeCode(ctx.db, user.id, 'reset', request.body.id, codeCheck())))
        throw badRequest(ACCOUNT_MESSAGES.badReset);
      // The code came by mail, so the address is proven: a reset also confirms the account.
      await resetPassword(ctx.db, user.id, await ctx.passwords.hash(request.body.password));
      await revokeAllSessions(ctx.db, user.id);
      return { message: ACCOUNT_MESSAGES.reset };
    },
  });

  api.route({
    ...accountRoutes.logout,
    handler: async (request, reply) => {
      await endSession(ctx, request);
      clearSessionCookies(ctx, reply);
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },
  });
}
