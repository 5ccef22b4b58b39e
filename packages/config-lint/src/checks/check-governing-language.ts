import { partnerLanguages } from '@admit/engine';
import type { ConfigProblem } from './config-problem.ts';
import type { ConfigCheck } from './config-check.ts';

/**
 * Legal texts in several languages: `governingLanguage` must be one the folder offers, and a folder
 * offering more than one language with a section marked `legal` must say, in `translationNotice`,
 * that the other languages' versions are translations (an applicant signs what they read).
 */
export const checkGoverningLanguage: ConfigCheck = (config) => {
  const problems: ConfigProblem[] = [];
  const { partner } = config;
  const languages = partnerLanguages(partner);
  if (partner.governingLanguage !== undefined && !languages.includes(partner.governingLanguage))
    problems.push({
      severity: 'error',
      pointer: '/partner/governingLanguage',
      message: `governingLanguage "${partner.governingLanguage}" is not one of the languages the folder offers (${languages.join(', ')})`,
      rule: 'governing-language',
    });
  if (languages.length < 2 || partner.translationNotice?.trim()) return problems;
  config.pages.forEach((page, pageIndex) =>
    page.sections.forEach((section, sectionIndex) => {
      if (section.legal)
        problems.push({
          severity: 'error',
          pointer: `/pages/${pageIndex}/sections/${sectionIndex}/legal`,
          message: `the legal section "${section.id}" is offered in ${languages.length} languages, but partner.json has no translationNotice to tell a reader which version governs`,
          rule: 'translation-notice',
        });
    }),
  );
  return problems;
};
