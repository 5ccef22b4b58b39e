import { describe, expect, it } from 'vitest';
import type { Node, PartnerConfig } from '@admit/node-types';
import { checkGoverningLanguage } from '../../src/index.ts';
import { declaredConfig, runCheck } from './check-fixtures.ts';

const NODES: Node[] = [{ type: 'check', key: 'agree', label: 'I agree.' }];

/** The fixture config offering `languages`, its first section legal, with `partner` members. */
function legalConfig(languages: string[], partner: Partial<PartnerConfig['partner']> = {}) {
  const config = declaredConfig(NODES);
  const [page, ...pages] = config.pages;
  const [section, ...sections] = page!.sections;
  return {
    ...config,
    partner: { ...config.partner, languages, ...partner },
    pages: [{ ...page!, sections: [{ ...section!, legal: true }, ...sections] }, ...pages],
  } as PartnerConfig;
}

const NOTICE = 'This text is a translation. The English version is the one that governs.';

describe('checkGoverningLanguage', () => {
  it('accepts a legal section with a translation notice, or offered in one language', () => {
    expect(
      runCheck(checkGoverningLanguage, legalConfig(['en', 'es'], { translationNotice: NOTICE })),
    ).toEqual([]);
    expect(runCheck(checkGoverningLanguage, legalConfig(['en']))).toEqual([]);
    expect(
      runCheck(
        checkGoverningLanguage,
        legalConfig(['en', 'es'], { governingLanguage: 'es', translationNotice: NOTICE }),
      ),
    ).toEqual([]);
  });

  it('asks for the notice when a legal section is offered in several languages', () => {
    const problems = runCheck(checkGoverningLanguage, legalConfig(['en', 'es']));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toBe('/pages/0/sections/0/legal');
    expect(problems[0]!.message).toMatch(
      /offered in 2 languages, but partner.json has no translationNotice/,
    );
    expect(
      runCheck(checkGoverningLanguage, legalConfig(['en', 'es'], { translationNotice: '  ' })),
    ).toHaveLength(1);
  });

  it('refuses a governing language the folder does not offer', () => {
    expect(
      runCheck(
        checkGoverningLanguage,
        legalConfig(['en', 'es'], { governingLanguage: 'fr', translationNotice: NOTICE }),
      ),
    ).toEqual([
      {
        severity: 'error',
        pointer: '/partner/governingLanguage',
        message: 'governingLanguage "fr" is not one of the languages the folder offers (en, es)',
      },
    ]);
  });
});
