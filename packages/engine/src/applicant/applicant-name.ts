import type { Answers } from '../conditions/answers.ts';
import type { Partner } from '../config/partner.schema.ts';

/** The partner's declaration of which answers name the applicant. */
type Naming = Pick<Partner, 'applicantName'>;

/** A name answer as text: trimmed, "" when it is not text. */
const nameText = (answers: Answers, key: string): string => {
  const value = answers[key];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The name the applicant is greeted with (`{name}` in banners): the first answered of the
 * partner's `applicantName.display` keys, else its `fallback`, else the account's e-mail address.
 */
export function applicantDisplayName(partner: Naming, answers: Answers, email: string): string {
  const naming = partner.applicantName;
  for (const key of naming?.display ?? []) {
    const text = nameText(answers, key);
    if (text) return text;
  }
  return naming?.fallback ?? email;
}

/**
 * The applicant's full name (the application PDF): the answered `applicantName.full` keys joined
 * with spaces in their order, else the account's e-mail address.
 */
export function applicantFullName(partner: Naming, answers: Answers, email: string): string {
  const parts = (partner.applicantName?.full ?? [])
    .map((key) => nameText(answers, key))
    .filter(Boolean);
  return parts.length ? parts.join(' ') : email;
}
