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

/** The longest answer of a lookup's text unless the config says otherwise. */
export const LOOKUP_MAX_LENGTH = 200;

/**
 * A question's checks: those its type gives every question of the type (`typeChecks`), a
 * maximum length when it has one (`max`) and the config does not set it, then the config's own.
 */
export function builtinChecks(
  node: FieldNode,
  typeChecks: readonly Check[],
  max: number | undefined,
): Check[] {
  const own = node.checks ?? [];
  const checks = [...typeChecks];
  if (max !== undefined && !own.some((c) => c.type === 'maxLength')) {
    checks.push({
      type: 'maxLength',
      value: max,
      message: `${node.label} must be at most ${max} characters.`,
    });
  }
  return [...checks, ...own];
}
