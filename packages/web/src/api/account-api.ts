import type {
  ConfirmBody,
  EmailBody,
  LoginBody,
  ResetPasswordBody,
  SignupBody,
} from '@admit/contract';
import { accountEndpoints, createClient } from '@admit/contract/client';
import { transport } from './http.ts';

/** The account routes: none has an applicant session yet (or any more, for logout). */
const accounts = createClient(accountEndpoints, transport({ noSession: true }));

/** The public account routes (spec section 7). `token` hands a visitor's saved answers over. */
export const accountApi = {
  login: (body: LoginBody) => accounts.login({ body }),
  signup: (body: SignupBody) => accounts.signup({ body }),
  confirm: (body: ConfirmBody) => accounts.confirm({ body }),
  resendConfirm: (body: EmailBody) => accounts.resendConfirm({ body }),
  forgotPassword: (body: EmailBody) => accounts.forgotPassword({ body }),
  resetPassword: (body: ResetPasswordBody) => accounts.resetPassword({ body }),
  /** GET /api/logout; a failure is thrown (the caller clears caches and reports it). */
  logout: () => accounts.logout(),
};
