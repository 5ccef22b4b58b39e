import { describe, expect, it } from 'vitest';
import type { PartnerConfig } from '@admit/engine';
import { translationNoticeOf } from '../../src/partner/translation-notice-of.ts';

const NOTICE = 'This translation is provided for your convenience.';

const configOf = (partner: Partial<PartnerConfig['partner']>) =>
  ({
    partner: { languages: ['en', 'es'], translationNotice: NOTICE, ...partner },
    pages: [
      {
        sections: [
          { id: 'about', title: 'About', children: [] },
          { id: 'legal_agreement', title: 'Legal Agreement', legal: true, children: [] },
        ],
      },
      { sections: [{ id: 'residency', title: 'Residency', legal: true, children: [] }] },
    ],
  }) as unknown as PartnerConfig;

describe('translationNoticeOf', () => {
  it('marks every legal section in a language that does not govern', () => {
    expect(translationNoticeOf(configOf({}), 'es')).toEqual({
      sections: new Set(['legal_agreement', 'residency']),
      text: NOTICE,
    });
  });
  it('shows nothing in the governing language (the default one unless set)', () => {
    expect(translationNoticeOf(configOf({}), 'en')).toBeUndefined();
    expect(translationNoticeOf(configOf({ governingLanguage: 'es' }), 'es')).toBeUndefined();
    expect(translationNoticeOf(configOf({ governingLanguage: 'es' }), 'en')?.text).toBe(NOTICE);
  });
  it('shows nothing without a notice to show', () => {
    expect(translationNoticeOf(configOf({ translationNotice: ' ' }), 'es')).toBeUndefined();
  });
});
