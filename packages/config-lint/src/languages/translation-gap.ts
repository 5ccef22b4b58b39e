/**
 * The rules of a translation behind its folder: a declared language without its file, a text a
 * language lacks, or an entry for a text the folder no longer has (a question deleted or renamed
 * since). config-lint fails a folder on them (a partner's CI keeps every offered language complete
 * and tidy), but they never stop the product: the server starts, the applicant reads the default
 * language's text where a translation is missing, an entry for a text that is gone is never read,
 * and the studio saves while the author or a translator works through the list.
 */
export const TRANSLATION_GAP_RULES: ReadonlySet<string> = new Set([
  'translation-missing',
  'translation-file-missing',
  'translation-unknown-id',
]);

/** Whether a problem is a translation behind its folder (see TRANSLATION_GAP_RULES). */
export const isTranslationGap = (problem: { rule: string }): boolean =>
  TRANSLATION_GAP_RULES.has(problem.rule);

/** A report's errors split into those that stop the product and the translation gaps. */
export function splitTranslationGaps<P extends { rule: string }>(
  errors: readonly P[],
): {
  blocking: P[];
  gaps: P[];
} {
  const blocking: P[] = [];
  const gaps: P[] = [];
  for (const problem of errors) (isTranslationGap(problem) ? gaps : blocking).push(problem);
  return { blocking, gaps };
}

/** Whether a problem stops the product (the server, a build, a studio save): an error that is no translation gap. */
export const isBlockingError = (problem: { rule: string; severity: string }): boolean =>
  problem.severity === 'error' && !isTranslationGap(problem);
