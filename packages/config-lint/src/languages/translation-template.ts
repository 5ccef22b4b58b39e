import type { PartnerFiles } from '@admit/engine';
import { partnerCatalogues } from './partner-catalogues.ts';

/**
 * A translations file to start from for `language`: every text of the folder that its
 * `translations/<language>.json` lacks (or has blank), by id, with the default language's text
 * as value, in document order (`config-lint --translation-template <language>`). A translator
 * replaces each value; texts already translated are left out.
 */
export function translationTemplate(files: PartnerFiles, language: string): Record<string, string> {
  const { texts, catalogues } = partnerCatalogues(files);
  const done = catalogues[language] ?? {};
  return Object.fromEntries(
    texts
      .filter((t) => !Object.hasOwn(done, t.id) || done[t.id]!.trim() === '')
      .map((t) => [t.id, t.text]),
  );
}
