import type { Check } from '../config/check.schema.ts';
import type { FieldNode } from './form-model.ts';

/** US phone: (ddd) ddd-dddd, area and exchange codes starting 2-9. */
export const US_PHONE_PATTERN = '^\\([2-9]\\d{2}\\) [2-9]\\d{2}-\\d{4}$';
/** International phone: digits with spaces, +, -, dots and parentheses. */
export const INTERNATIONAL_PHONE_PATTERN = '^\\+?[0-9][0-9 ()\\-.]{4,24}$';
/** The spec's "simple e-mail pattern". */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** A social-security-style value: 3-2-4 digits separated by hyphens. */
export const SSN_PATTERN = '^\\d{3}-\\d{2}-\\d{4}$';

/** Default longest answer of a text input and of a textarea. */
export const TEXT_MAX_LENGTH = 45;
export const TEXTAREA_MAX_LENGTH = 1500;

/** The longest answer a text question accepts. */
export const maxLengthOf = (node: FieldNode): number | undefined =>
  node.type === 'text'
    ? (node.maxLength ?? (node.inputType === 'textarea' ? TEXTAREA_MAX_LENGTH : TEXT_MAX_LENGTH))
    : node.type === 'lookup'
      ? ((node as { maxLength?: number }).maxLength ?? 200)
      : undefined;

/** Checks every question of a kind has, before the ones the config adds. */
export function builtinChecks(node: FieldNode): Check[] {
  const checks: Check[] = [];
  const own = node.checks ?? [];
  if (node.type === 'phone') {
    checks.push({
      type: 'pattern',
      pattern: node.international ? INTERNATIONAL_PHONE_PATTERN : US_PHONE_PATTERN,
      message: node.invalidMessage ?? `Please enter a valid ${node.label.toLowerCase()}.`,
    });
  }
  if (node.type === 'text') {
    if (node.inputType === 'date' && !own.some((c) => c.type === 'date')) {
      checks.push({ type: 'date', message: `${node.label}: please enter a valid date.` });
    }
    if (node.category === 'ssn') {
      checks.push({
        type: 'pattern',
        pattern: SSN_PATTERN,
        message: `${node.label} must be 9 digits (###-##-####).`,
      });
    }
  }
  const max = maxLengthOf(node);
  if (max !== undefined && !own.some((c) => c.type === 'maxLength')) {
    checks.push({
      type: 'maxLength',
      value: max,
      message: `${node.label} must be at most ${max} characters.`,
    });
  }
  return [...checks, ...own];
}
