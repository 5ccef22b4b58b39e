import { partnerLanguages, type PartnerConfig } from '@admit/engine';
import type { TranslationNotice } from '@admit/react';

/**
 * The notice a partner's legal sections (`legal: true`) show in `language`: none in the language
 * that governs (`governingLanguage`, else the default one), nor when the partner wrote no
 * `translationNotice` (config-lint asks for one) or marks no section legal.
 */
export function translationNoticeOf(
  config: Pick<PartnerConfig, 'partner' | 'pages'>,
  language: string,
): TranslationNotice | undefined {
  const governing = config.partner.governingLanguage ?? partnerLanguages(config.partner)[0];
  const text = config.partner.translationNotice?.trim();
  if (language === governing || !text) return undefined;
  const sections = new Set(
    config.pages.flatMap((page) => page.sections.filter((s) => s.legal).map((s) => s.id)),
  );
  return sections.size > 0 ? { sections, text } : undefined;
}
