import type { AuthFormName } from '@admit/engine';
import { productText, type ProductTextId } from '@admit/react';

/** The catalogue's label of each auth card's error toast (spec section 8). */
const AUTH_CARD_ERROR_IDS: Readonly<Record<AuthFormName, ProductTextId>> = {
  login: 'authError.login',
  signup: 'authError.signup',
  confirm: 'authError.confirm',
  forgot: 'authError.forgot',
  reset: 'authError.reset',
};

/** The label of a failed auth card's error toast, in the current language ("Login Card Error"). */
export const authCardErrorTitle = (form: AuthFormName): string =>
  productText(AUTH_CARD_ERROR_IDS[form]);

/** The label of a failed resend of the confirmation code (spec section 8). */
export const resendErrorTitle = (): string => productText('authError.resend');
