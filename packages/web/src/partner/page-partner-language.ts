import { canonicalLanguage } from '@admit/i18n/runtime';

/**
 * The partner language a page is in: its `<html lang>` (which the server sets from the applicant's
 * choice, their account, `Accept-Language` or the partner's default) when the partner declares it,
 * else the partner's default (its first language).
 */
export function pagePartnerLanguage(lang: string, languages: readonly string[]): string {
  const tag = canonicalLanguage(lang)?.toLowerCase();
  const declared = languages.find((language) => language.toLowerCase() === tag);
  return declared ?? languages[0]!;
}
