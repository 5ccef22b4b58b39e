import { canonicalLanguage } from '@admit/i18n';

/** Longer than any language tag a partner declares: longer input is not read at all. */
const MAX_TAG_LENGTH = 35;

/**
 * The partner's own spelling of `value` when it names one of the `offered` languages (any case:
 * `ES` → `es`), else undefined: a value that is not a string (a repeated query parameter), too
 * long, not a BCP 47 tag, or not offered. Never throws, whatever the value.
 */
export function declaredLanguage(offered: readonly string[], value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TAG_LENGTH)
    return undefined;
  const wanted = canonicalLanguage(value)?.toLowerCase();
  if (!wanted) return undefined;
  return offered.find(
    (language) => (canonicalLanguage(language) ?? language).toLowerCase() === wanted,
  );
}
