import type {
  ConfirmBody,
  EmailBody,
  LoginBody,
  MessageResponse,
  ResetPasswordBody,
  SignupBody,
} from '@admit/contract';
import { request } from './http.ts';

const post = (path: string, body: unknown) =>
  request<MessageResponse>('POST', path, { body, noSession: true });

/** The public account routes (spec section 7). `token` hands a visitor's saved answers over. */
export const accountApi = {
  login: (body: LoginBody) => post('/public/login', body),
  signup: (body: SignupBody) => post('/public/signup', body),
  confirm: (body: ConfirmBody) => post('/public/confirm', body),
  resendConfirm: (body: EmailBody) => post('/public/resend-confirm', body),
  forgotPassword: (body: EmailBody) => post('/public/forgot-password', body),
  resetPassword: (body: ResetPasswordBody) => post('/public/reset-password', body),
  /** GET /api/logout; a failure is thrown (the caller clears caches and reports it). */
  logout: () => request<MessageResponse>('GET', '/api/logout', { noSession: true }),
};
