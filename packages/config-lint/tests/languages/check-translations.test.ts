import { describe, expect, it } from 'vitest';
import { checkTranslations } from '../../src/languages/check-translations.ts';

const page = {
  id: 'start',
  title: 'Start',
  step: 1,
  sections: [
    {
      id: 'personal',
      title: 'Personal',
      children: [
        { type: 'text', key: 'given_name', label: 'Given name' },
        { type: 'check', key: 'agree', label: '' },
      ],
    },
  ],
};
const files = (languages: string[] | undefined, translations: Record<string, unknown> = {}) => ({
  'partner.json': { name: 'Example', ...(languages ? { languages } : {}) },
  'pages/start.json': page,
  ...translations,
});
const GIVEN = 'pages/start.json#/sections/personal/children/given_name/label';
const spanish = {
  'partner.json#/name': 'Ejemplo',
  'pages/start.json#/title': 'Inicio',
  'pages/start.json#/sections/personal/title': 'Personal',
  [GIVEN]: 'Nombre',
};
const lines = (check: ReturnType<typeof checkTranslations>) =>
  check.problems.map((p) => `${p.severity} ${p.rule} ${p.file}:${p.pointer}: ${p.message}`);

describe('checkTranslations', () => {
  it('finds nothing in a complete translation, and counts every text but blank ones', () => {
    const check = checkTranslations(files(['en', 'es'], { 'translations/es.json': spanish }));
    expect(lines(check)).toEqual([]);
    expect(check.coverage).toEqual([{ language: 'es', translated: 4, total: 4 }]);
  });

  it('reads no text from the $schema member an editor uses', () => {
    const check = checkTranslations(
      files(['en', 'es'], {
        'translations/es.json': { $schema: '../schemas/translations.schema.json', ...spanish },
      }),
    );
    expect(lines(check)).toEqual([]);
  });

  it('accepts a translation of a blank text, which needs none', () => {
    const blank = 'pages/start.json#/sections/personal/children/agree/label';
    const check = checkTranslations(
      files(['en', 'es'], { 'translations/es.json': { ...spanish, [blank]: '' } }),
    );
    expect(lines(check)).toEqual([]);
  });

  it('after a key is renamed, says which text lacks its translation and which id was meant', () => {
    const renamed = {
      ...page,
      sections: [
        {
          ...page.sections[0]!,
          children: [{ type: 'text', key: 'first_name', label: 'Given name' }],
        },
      ],
    };
    const check = checkTranslations({
      ...files(['en', 'es'], { 'translations/es.json': spanish }),
      'pages/start.json': renamed,
    });
    const first = 'pages/start.json#/sections/personal/children/first_name/label';
    expect(lines(check)).toEqual([
      `error translation-missing pages/start.json:/sections/0/children/0/label: this text has no es translation: add "${first}" to translations/es.json`,
      `error translation-unknown-id translations/es.json:/${GIVEN.replaceAll('/', '~1')}: "${GIVEN}" names no text of the folder: did you mean "${first}"?`,
    ]);
    expect(check.coverage).toEqual([{ language: 'es', translated: 3, total: 4 }]);
  });

  it('checks the messages of a folder of one language, and reports no coverage', () => {
    const check = checkTranslations({
      ...files(undefined),
      'partner.json': { name: 'Example {' },
    });
    expect(check.problems.map((p) => `${p.rule} ${p.file}:${p.pointer}`)).toEqual([
      'message-syntax partner.json:/name',
    ]);
    expect(check.coverage).toEqual([]);
  });

  it('counts a language without its file as translating nothing', () => {
    const check = checkTranslations(files(['en', 'es', 'vi'], { 'translations/es.json': spanish }));
    expect(check.problems.map((p) => `${p.rule} ${p.file}:${p.pointer}`)).toEqual([
      'translation-file-missing partner.json:/languages/2',
    ]);
    expect(check.coverage).toEqual([
      { language: 'es', translated: 4, total: 4 },
      { language: 'vi', translated: 0, total: 4 },
    ]);
  });

  it('refuses a translations file for the default language', () => {
    const check = checkTranslations(files(['es'], { 'translations/es.json': spanish }));
    expect(check.problems.map((p) => `${p.rule} ${p.file}`)).toContain(
      'translation-file-name translations/es.json',
    );
  });

  it('checks a language not declared yet, requires no text of it, and counts it as not offered', () => {
    const partial = Object.fromEntries(Object.entries(spanish).filter(([id]) => id !== GIVEN));
    const check = checkTranslations(
      files(undefined, {
        'translations/vi.json': partial,
        'translations/es.json': { ...spanish, 'partner.json#/name': 'Ejemplo {' },
      }),
    );
    expect(check.problems.map((p) => `${p.rule} ${p.file}:${p.pointer}`)).toEqual([
      'message-syntax translations/es.json:/partner.json#~1name',
    ]);
    expect(check.coverage).toEqual([
      { language: 'es', translated: 4, total: 4, declared: false },
      { language: 'vi', translated: 3, total: 4, declared: false },
    ]);
  });

  it('warns when the PDF would be read in English while the default language is another', () => {
    const check = checkTranslations({
      'partner.json': { name: 'Ejemplo', languages: ['es'] },
      'pages/start.json': { ...page, sections: [] },
    });
    expect(check.problems.map((p) => `${p.severity} ${p.rule} ${p.file}:${p.pointer}`)).toEqual([
      'warning pdf-language partner.json:/languages/0',
    ]);
    const withRegion = checkTranslations({
      'partner.json': { name: 'Ejemplo', languages: ['es'], language: 'es-US' },
      'pages/start.json': { ...page, sections: [] },
    });
    expect(withRegion.problems).toEqual([]);
  });

  it('refuses a translations file that is not one object of texts', () => {
    const check = checkTranslations(files(['en', 'es'], { 'translations/es.json': ['Nombre'] }));
    expect(check.problems.map((p) => `${p.rule} ${p.file}:${p.pointer}`)).toEqual([
      'translation-not-text translations/es.json:',
      ...Object.keys(spanish).map(() => expect.stringMatching(/^translation-missing /) as string),
    ]);
  });
});
