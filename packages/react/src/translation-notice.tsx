import { createContext, useContext } from 'react';

/**
 * The legal sections of a form read in a language other than the partner's governing one: which
 * sections (by id) and what each says under its heading (the partner's `translationNotice`).
 */
export interface TranslationNotice {
  sections: ReadonlySet<string>;
  text: string;
}

const TranslationNoticeContext = createContext<TranslationNotice | undefined>(undefined);

/** Provides the translation notice to the form's sections (none: no section shows one). */
export const TranslationNoticeProvider = TranslationNoticeContext.Provider;

/** What a section says under its heading: the notice when it is a legal section, else nothing. */
export function useTranslationNotice(sectionId: string): string | undefined {
  const notice = useContext(TranslationNoticeContext);
  return notice?.sections.has(sectionId) ? notice.text : undefined;
}
