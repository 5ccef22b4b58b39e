import type { AuthFormName } from '@admit/engine';

/** The label of a failed auth card's error toast (spec section 8). */
export const AUTH_CARD_ERROR_TITLES: Readonly<Record<AuthFormName, string>> = {
  login: 'Login Card Error',
  signup: 'Sign Up Card Error',
  confirm: 'Confirm Card Error',
  forgot: 'Forgot Password Card Error',
  reset: 'Reset Password Card Error',
};

/** The label of a failed resend of the confirmation code (spec section 8). */
export const RESEND_ERROR_TITLE = 'Resend Confirmation Code Error';
