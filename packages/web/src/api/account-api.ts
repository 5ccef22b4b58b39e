import { request } from './http.ts';
import type { MessageResponse } from './api-types.ts';

const post = (path: string, body: unknown) =>
  request<MessageResponse>('POST', path, { body, noSession: true });

/** The public account routes (spec section 7). `token` hands a visitor's saved answers over. */
export const accountApi = {
  login: (body: { username: string; password: string; default_route?: string; token?: string }) =>
    post('/public/login', body),
  signup: (body: { username: string; password: string; token?: string }) =>
    post('/public/signup', body),
  confirm: (body: { username: string; code: string }) => post('/public/confirm', body),
  resendConfirm: (body: { username: string }) => post('/public/resend-confirm', body),
  forgotPassword: (body: { username: string }) => post('/public/forgot-password', body),
  resetPassword: (body: {
    username: string;
    password: string;
    confirm_password: string;
    id: string;
  }) => post('/public/reset-password', body),
  /** GET /api/logout; a failure is thrown (the caller clears caches and reports it). */
  logout: () => request<MessageResponse>('GET', '/api/logout', { noSession: true }),
};
