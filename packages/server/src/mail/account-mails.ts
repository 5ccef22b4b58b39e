import type { Partner } from '@admit/engine';
import { serverTexts } from '@admit/texts/server';

/** The texts of each account mail the server writes (ids of the product's catalogues). */
const MAIL_TEXTS = {
  confirm: { subject: 'mail.confirm.subject', text: 'mail.confirm.text' },
  reset: { subject: 'mail.reset.subject', text: 'mail.reset.text' },
  exists: { subject: 'mail.exists.subject', text: 'mail.exists.text' },
} as const;

/** The account mails the server writes. */
export type AccountMailKind = keyof typeof MAIL_TEXTS;

/**
 * An account mail in the account's language (the product's catalogues, `mail.*`; English where
 * the product's texts do not ship in it). Its texts name the partner (spec: subject and body);
 * `value` is the confirmation code or the reset link.
 */
export function accountMail(
  partner: Pick<Partner, 'name' | 'shortName'>,
  kind: AccountMailKind,
  value = '',
  language = 'en',
): { subject: string; text: string } {
  const texts = serverTexts(language);
  const values = { name: partner.name, shortName: partner.shortName, code: value, link: value };
  return {
    subject: texts.text(MAIL_TEXTS[kind].subject, values),
    text: texts.text(MAIL_TEXTS[kind].text, values),
  };
}
