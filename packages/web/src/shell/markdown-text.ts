import { partner } from '../partner/partner.ts';

/** Fills the partner placeholders of a text: {email} is the help e-mail address. */
export const partnerText = (text: string): string => text.replaceAll('{email}', partner.helpEmail);
