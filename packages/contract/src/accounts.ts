import { Type, type Static } from '@sinclair/typebox';
import { MessageResponse } from './common.ts';
import { routes } from './schema-helpers.ts';
import { accountEndpoints } from './endpoints/applicant.ts';

const tags = ['accounts'];
const text = () => Type.String({ maxLength: 320 });
/** A visitor's saved-answers token, handed over at sign-up or login. */
const token = () => Type.Optional(Type.String({ maxLength: 128 }));
const ok = { 200: MessageResponse };

/** POST /public/signup. Unknown members are let through (the auth forms post what they hold). */
export const SignupBody = Type.Object({ username: text(), password: text(), token: token() });
export type SignupBody = Static<typeof SignupBody>;

/** POST /public/confirm. */
export const ConfirmBody = Type.Object({ username: text(), code: text() });
export type ConfirmBody = Static<typeof ConfirmBody>;

/** POST /public/resend-confirm and POST /public/forgot-password. */
export const EmailBody = Type.Object({ username: text() });
export type EmailBody = Static<typeof EmailBody>;

/** POST /public/login. `default_route` is what the spec's client sends; the server ignores it. */
export const LoginBody = Type.Object(
  {
    username: text(),
    password: text(),
    token: token(),
    default_route: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
);
export type LoginBody = Static<typeof LoginBody>;

/**
 * What a login answers: the message, and the language kept with the account (a language the
 * partner offers), so the app can switch to it on a device that never chose one.
 */
export const LoginResponse = Type.Object({ message: Type.String(), language: Type.String() });
export type LoginResponse = Static<typeof LoginResponse>;

/** POST /public/reset-password: `id` is the mailed reset code. */
export const ResetPasswordBody = Type.Object({
  username: text(),
  password: text(),
  confirm_password: text(),
  id: text(),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

/** Sign-up, confirm, resend, login, forgot, reset and logout (spec section 7). */
export const accountRoutes = routes(accountEndpoints, {
  signup: { tags, summary: 'Create an account', body: SignupBody, response: ok },
  confirm: {
    tags,
    summary: 'Confirm an account with the mailed code',
    body: ConfirmBody,
    response: ok,
  },
  resendConfirm: { tags, summary: 'Mail a new confirmation code', body: EmailBody, response: ok },
  login: {
    tags,
    summary: 'Log in (rotates the session)',
    body: LoginBody,
    response: { 200: LoginResponse },
  },
  forgotPassword: { tags, summary: 'Mail a password reset link', body: EmailBody, response: ok },
  resetPassword: {
    tags,
    summary: 'Set a new password with the mailed code',
    body: ResetPasswordBody,
    response: ok,
  },
  logout: { tags, summary: 'Log out (revokes the session)', response: ok },
});
