import { describe, expect, it } from 'vitest';
import { staleTranslations } from '../src/stale-translations.ts';

const PREVIOUS = {
  en: { submit: 'Submit', save: 'Save', name: 'Name' },
  es: { submit: 'Enviar', save: 'Guardar', name: 'Nombre' },
  vi: { submit: 'Gửi', save: 'Lưu' },
};

describe('staleTranslations', () => {
  it('lists translations left unchanged when the default text changed', () => {
    const current = { ...PREVIOUS, en: { ...PREVIOUS.en, submit: 'Submit your application' } };
    expect(staleTranslations(PREVIOUS, current, 'en')).toEqual([
      { language: 'es', id: 'submit' },
      { language: 'vi', id: 'submit' },
    ]);
  });

  it('does not list a translation changed along with it', () => {
    const current = {
      en: { ...PREVIOUS.en, submit: 'Submit your application' },
      es: { ...PREVIOUS.es, submit: 'Enviar su solicitud' },
      vi: { ...PREVIOUS.vi, submit: 'Gửi hồ sơ' },
    };
    expect(staleTranslations(PREVIOUS, current, 'en')).toEqual([]);
  });

  it('lists nothing when the default language did not change', () => {
    expect(staleTranslations(PREVIOUS, PREVIOUS, 'en')).toEqual([]);
  });

  it('leaves a new text and a newly added translation to the missing-text check', () => {
    const current = {
      en: { ...PREVIOUS.en, name: 'Full name', help: 'Help' },
      es: { ...PREVIOUS.es, help: 'Ayuda' },
      vi: { ...PREVIOUS.vi, name: 'Họ và tên' },
    };
    expect(staleTranslations(PREVIOUS, current, 'en')).toEqual([{ language: 'es', id: 'name' }]);
  });
});
